// Large content packs for benchmarks: the sample pack plus seeded, generated bilingual presentations (CLI and `generatePack`).
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CATEGORY_IDS } from '#shared/constants/content.ts';
import type { Presentation, Presenter, Series } from '#shared/schemas/content.ts';
import { mediaPath } from './pack';
import type { ContentPack } from './pack';
import { resourceFor, samplePack, videoIdFor } from './sample-pack';
import type { CategoryId } from './sample-presentations';

export interface GeneratePackOptions {
  /** Total number of presentations in the pack (the sample's first, then generated ones). */
  presentations: number;
  /** PRNG seed; the same seed and day give the same pack. Default 1. */
  seed?: number;
  /** Reference time for dates (default: now). */
  now?: Date;
  /**
   * Timed transcript lines per language of each generated presentation (default 0: none), both
   * languages timed on the one video; the search bench uses 50 (10,000 talks: 1,000,000 moments).
   */
  transcriptLines?: number;
}

// Words for generated transcript lines: a few hundred per language, drawn unevenly (a power law,
// as speech is), so some words are in most talks and many in few.
const SPOKEN_EN =
  'we the rangers found snare wire loop path camp dawn elephant elephants herd calves water hole fence poacher poachers rhino horn tracks spoor drone camera trap survey transect count population breeding season rain drought fire grass seedlings soil erosion community village farmers cattle goats grazing corridor migration river delta wetland birds vulture nest eggs chicks carcass poison lion leopard hyena cheetah wild dog pack collar telemetry signal data map satellite patrol boots night moon torch radio base warden scout team training budget funding school children teacher lesson market fish net boat reef coral mangrove seagrass turtle beach tide storm flood harvest honey bees forest tree bark charcoal fuel stove smoke road truck permit law court fine prison judge evidence forensic sample laboratory dna ivory pangolin scales trade border customs dog sniffing bag airport courier tourism lodge guest guide walk trail view photo sunrise sunset baobab acacia mopane thorn bush savanna plain hill valley gorge lake island coast desert dune oasis well pump pipe tank solar panel battery phone app report alert'.split(
    ' ',
  );
const SPOKEN_FR =
  'nous les rangers trouvé piège fil boucle sentier camp aube éléphant éléphants troupeau éléphanteaux point eau clôture braconnier braconniers rhinocéros corne traces empreintes drone piège photographique inventaire transect comptage population reproduction saison pluie sécheresse feu herbe semis sol érosion communauté village agriculteurs bétail chèvres pâturage corridor migration rivière delta zone humide oiseaux vautour nid œufs poussins carcasse poison lion léopard hyène guépard lycaon meute collier télémétrie signal données carte satellite patrouille bottes nuit lune lampe radio base gardien éclaireur équipe formation budget financement école enfants enseignant leçon marché poisson filet bateau récif corail mangrove herbier tortue plage marée tempête inondation récolte miel abeilles forêt arbre écorce charbon bois combustible fumée route camion permis loi tribunal amende prison juge preuve médecine légale échantillon laboratoire adn ivoire pangolin écailles commerce frontière douane chien renifleur sac aéroport coursier tourisme lodge hôte guide marche piste vue photo lever coucher baobab acacia mopane épine brousse savane plaine colline vallée gorge lac île côte désert dune oasis puits pompe tuyau réservoir solaire panneau batterie téléphone application rapport alerte'.split(
    ' ',
  );

/** `count` timed lines in the words of `words`, about every 20 seconds. */
function spokenLines(words: readonly string[], count: number, random: () => number) {
  const word = () => words[Math.floor(words.length * random() ** 2.5)] ?? '';
  return Array.from({ length: count }, (_, at) => {
    const length = 8 + Math.floor(random() * 10);
    const text = Array.from({ length }, word).join(' ');
    return {
      start: 15 + at * 20 + Math.floor(random() * 10),
      text: `${text.charAt(0).toUpperCase()}${text.slice(1)}.`,
    };
  });
}

interface Topic {
  en: string;
  fr: string;
  category: CategoryId;
  tag: string;
}

const TOPICS: Topic[] = [
  { en: 'Rhino monitoring', fr: 'Suivi des rhinocéros', category: 'wildlife-security-technology', tag: 'rhino' },
  { en: 'Elephant corridors', fr: 'Corridors à éléphants', category: 'human-wildlife-co-existence', tag: 'elephant' },
  { en: 'Wetland restoration', fr: 'Restauration des zones humides', category: 'earth-systems', tag: 'wetlands' },
  { en: 'Fire management', fr: 'Gestion des feux', category: 'biodiversity-conservation', tag: 'fire-ecology' },
  { en: 'Community fisheries', fr: 'Pêche communautaire', category: 'social-ecology', tag: 'marine' },
  { en: 'Vulture conservation', fr: 'Conservation des vautours', category: 'biodiversity-conservation', tag: 'birds' },
  { en: 'Pangolin trafficking', fr: 'Trafic de pangolins', category: 'wildlife-security-technology', tag: 'poaching' },
  { en: 'Soil health', fr: 'Santé des sols', category: 'conservation-regenerative-agriculture', tag: 'grazing' },
  { en: 'Seagrass meadows', fr: 'Herbiers marins', category: 'biodiversity-conservation', tag: 'marine' },
  {
    en: 'Carnivore coexistence',
    fr: 'Coexistence avec les carnivores',
    category: 'human-wildlife-co-existence',
    tag: 'large-carnivores',
  },
  { en: 'Ranger leadership', fr: 'Leadership des rangers', category: 'leadership', tag: 'rangers' },
  {
    en: 'Climate adaptation',
    fr: 'Adaptation au changement climatique',
    category: 'earth-systems',
    tag: 'climate-change',
  },
  {
    en: 'Invasive species control',
    fr: 'Lutte contre les espèces envahissantes',
    category: 'biodiversity-conservation',
    tag: 'water',
  },
  { en: 'Camera trapping', fr: 'Pièges photographiques', category: 'conservation-skills', tag: 'drones-and-sensors' },
  { en: 'Bird migration', fr: "Migrations d'oiseaux", category: 'biodiversity-conservation', tag: 'birds' },
  {
    en: 'Grassland restoration',
    fr: 'Restauration des prairies',
    category: 'conservation-regenerative-agriculture',
    tag: 'grazing',
  },
  { en: 'Mangrove protection', fr: 'Protection des mangroves', category: 'earth-systems', tag: 'marine' },
  {
    en: 'Wildlife forensics',
    fr: 'Criminalistique de la faune',
    category: 'wildlife-security-technology',
    tag: 'poaching',
  },
  {
    en: 'Community ecotourism',
    fr: 'Écotourisme communautaire',
    category: 'social-ecology',
    tag: 'community-conservancies',
  },
  { en: 'Water security', fr: 'Sécurité hydrique', category: 'earth-systems', tag: 'water' },
  {
    en: 'Field data collection',
    fr: 'Collecte de données de terrain',
    category: 'conservation-skills',
    tag: 'citizen-science',
  },
  {
    en: 'Conservation careers',
    fr: 'Métiers de la conservation',
    category: 'conservation-for-non-conservation-students',
    tag: 'careers',
  },
];

const PLACES: [en: string, fr: string][] = [
  ['the Serengeti', 'Serengeti'],
  ['the Kruger lowveld', 'Lowveld du Kruger'],
  ['the Okavango Delta', "Delta de l'Okavango"],
  ['the Namib Desert', 'Désert du Namib'],
  ['Lake Malawi', 'Lac Malawi'],
  ['the Congo Basin', 'Bassin du Congo'],
  ['the Ethiopian Highlands', 'Hauts plateaux éthiopiens'],
  ['the Niger Delta', 'Delta du Niger'],
  ['the Cape Peninsula', 'Péninsule du Cap'],
  ['Gorongosa', 'Gorongosa'],
  ['the Zambezi Valley', 'Vallée du Zambèze'],
  ['Lake Victoria', 'Lac Victoria'],
  ['the Karoo', 'Karoo'],
  ['the Sahel', 'Sahel'],
  ['the Quirimbas coast', 'Côte des Quirimbas'],
  ["Madagascar's spiny forest", 'Forêt épineuse de Madagascar'],
];

const ANGLES: [en: string, fr: string][] = [
  ['lessons from a decade', "leçons d'une décennie"],
  ['a practical guide', 'guide pratique'],
  ['what the data say', 'ce que disent les données'],
  ['field methods', 'méthodes de terrain'],
  ['working with communities', 'travailler avec les communautés'],
  ['costs and benefits', 'coûts et bénéfices'],
  ['new technology', 'nouvelles technologies'],
  ['an introduction', 'une introduction'],
  ['myths and facts', 'idées reçues et réalités'],
  ['the next ten years', 'les dix prochaines années'],
];

const VERBS: [en: string, fr: string][] = [
  ['explains', 'explique'],
  ['explores', 'explore'],
  ['reviews', 'passe en revue'],
  ['presents', 'présente'],
];

const FOCUSES: [en: string, fr: string][] = [
  ['with examples from recent field seasons', 'avec des exemples tirés des dernières saisons de terrain'],
  ['and what it means for local communities', 'et ce que cela implique pour les communautés locales'],
  ['with practical advice for students', 'avec des conseils pratiques pour les étudiants'],
  ['drawing on long-term monitoring data', "en s'appuyant sur des données de suivi à long terme"],
  ['and the questions that remain open', 'et les questions encore ouvertes'],
];

/** Share of generated presentations without French, to keep the English fallback exercised. */
const NO_FRENCH_RATE = 0.03;
const THREE_YEARS_DAYS = 3 * 365;

/** mulberry32: a small, fast, seeded PRNG returning floats in [0, 1). */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The sample pack with exactly `presentations` presentations: the sample's own first, then generated ones. */
export function generatePack(options: GeneratePackOptions): ContentPack {
  const total = options.presentations;
  if (!Number.isInteger(total) || total < 0) throw new Error(`presentations must be a whole number >= 0, got ${total}`);
  const now = options.now ?? new Date();
  const pack = samplePack(now);
  const random = createRandom(options.seed ?? 1);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

  const presenters = pack.collections.presenters as Presenter[];
  const series = pack.collections.series as Series[];
  const collectionIds = (pack.collections.collections as { id: string }[]).map((item) => item.id);
  const tagIds = (pack.collections.tags as { id: string }[]).map((item) => item.id);
  const dayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

  const sample = (pack.collections.presentations as Presentation[]).slice(0, total);
  const generated: Presentation[] = [];
  const titleUses = new Map<string, number>();

  for (let number = 1; number <= total - sample.length; number += 1) {
    const topic = pick(TOPICS);
    const [placeEn, placeFr] = pick(PLACES);
    const [angleEn, angleFr] = pick(ANGLES);
    const [verbEn, verbFr] = pick(VERBS);
    const [focusEn, focusFr] = pick(FOCUSES);
    const presenter = pick(presenters);
    const coPresenter = random() < 0.25 ? pick(presenters) : undefined;

    const key = `${topic.en}|${placeEn}|${angleEn}`;
    const part = (titleUses.get(key) ?? 0) + 1;
    titleUses.set(key, part);
    const titleEn = `${topic.en} in ${placeEn}: ${angleEn}${part > 1 ? ` (part ${part})` : ''}`;
    const titleFr = `${topic.fr} — ${placeFr} : ${angleFr}${part > 1 ? ` (partie ${part})` : ''}`;
    const speaker = `${presenter.name} ${presenter.surname}`;
    const summaryEn = `${speaker} ${verbEn} ${topic.en.toLowerCase()} in ${placeEn} ${focusEn}.`;
    const summaryFr = `${speaker} ${verbFr} le thème « ${topic.fr.toLowerCase()} » (${placeFr}) ${focusFr}.`;
    const french = random() >= NO_FRENCH_RATE;

    const id = `presentation-g${String(number).padStart(6, '0')}`;
    const slug = `${slugify(titleEn)}-g${number}`;
    const videoId = videoIdFor(slug);
    const categoryIds = new Set<CategoryId>([topic.category]);
    if (random() < 0.3) categoryIds.add(pick(CATEGORY_IDS));
    const tags = new Set<string>([topic.tag]);
    if (random() < 0.5) tags.add(pick(tagIds));
    const collections = new Set<string>();
    const collectionCount = Math.floor(random() * 3);
    for (let index = 0; index < collectionCount; index += 1) collections.add(pick(collectionIds));
    const presenterIds = [presenter.id];
    if (coPresenter && coPresenter.id !== presenter.id) presenterIds.push(coPresenter.id);

    const presentation: Presentation = {
      id,
      slug,
      title: french ? { en: titleEn, fr: titleFr } : { en: titleEn },
      summary: french ? { en: summaryEn, fr: summaryFr } : { en: summaryEn },
      description: french
        ? { en: `${summaryEn} ${capitalize(angleEn)}.`, fr: `${summaryFr} ${capitalize(angleFr)}.` }
        : { en: `${summaryEn} ${capitalize(angleEn)}.` },
      image: mediaPath(id),
      video: french ? { en: videoId, fr: videoId } : { en: videoId },
      durationSeconds: 900 + Math.floor(random() * 2700),
      date: new Date(dayStart - Math.floor(random() * THREE_YEARS_DAYS * 24) * 3_600_000).toISOString(),
      presenterIds,
      collectionIds: [...collections],
      tagIds: [...tags],
      categoryIds: [...categoryIds],
    };
    if (options.transcriptLines) {
      const lines = options.transcriptLines;
      presentation.transcript = french
        ? {
            en: { segments: spokenLines(SPOKEN_EN, lines, random) },
            fr: { segments: spokenLines(SPOKEN_FR, lines, random) },
          }
        : { en: { segments: spokenLines(SPOKEN_EN, lines, random) } };
    }
    if (random() < 0.9) presentation.seriesId = pick(series).id;
    if (random() < 0.15) presentation.resources = [resourceFor(slug, random() < 0.7 ? 'pdf' : 'pptx')];
    if (random() < 0.01) presentation.featured = true;
    generated.push(presentation);
  }

  return { ...pack, collections: { ...pack.collections, presentations: [...sample, ...generated] } };
}

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      presentations: { type: 'string' },
      out: { type: 'string' },
      seed: { type: 'string', default: '1' },
    },
    strict: true,
  });
  if (values.presentations === undefined || !/^\d+$/.test(values.presentations) || !/^\d+$/.test(values.seed)) {
    console.error('Usage: tsx dev/content-service/generate.ts --presentations 10000 [--out file.json] [--seed 1]');
    process.exit(2);
  }
  const presentations = Number(values.presentations);
  const out = resolve(values.out ?? `dev/content-service/packs/large-${presentations}.json`);
  const pack = generatePack({ presentations, seed: Number(values.seed) });
  const json = JSON.stringify(pack);
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, json);
  console.log(`Wrote ${out}: ${presentations} presentations, ${(json.length / 1_048_576).toFixed(1)} MB`);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
