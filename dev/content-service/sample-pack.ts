// The local content service's built-in sample pack: bilingual pan-African conservation content for every collection.
import { CATEGORY_IDS } from '#shared/constants/content.ts';
import type {
  Article,
  Category,
  Collection,
  ContactRecord,
  CouncilMember,
  Event,
  Faq,
  FaqCategory,
  LocalizedText,
  Partner,
  Presentation,
  Presenter,
  Project,
  Resource,
  Series,
  SubProject,
  SubTheme,
  Tag,
  TimedTranscript,
} from '#shared/schemas/content.ts';
import { fnv1a } from './media';
import { filePath, mediaPath } from './pack';
import type { ContentPack } from './pack';
import { articleSeeds } from './sample-articles';
import { sampleRenditions } from './sample-media';
import { presentationSeeds } from './sample-presentations';
import type { CategoryId, PresentationSeed, SeedText } from './sample-presentations';
import { timedTranscriptSeeds } from './sample-transcripts';
import type { SeedSegments } from './sample-transcripts';

/*
 * Items with French missing on purpose (the site's `combined` mode shows the English fallback):
 * - presentations: presentation-14, presentation-19, presentation-30, presentation-41
 * - articles: article-11, article-15
 * - events: event-6
 * - presenters: presenter-7 (summary and bio)
 * - advisory council: council-member-6
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A localized text; `fr` is left out (not `undefined`) when there is no French. */
function text(en: string, fr?: string): LocalizedText {
  return fr === undefined ? { en } : { en, fr };
}

/** Dates are relative to the UTC day the pack is built, so "the last 3 years" and "upcoming" stay true. */
class Calendar {
  readonly #dayStart: number;

  constructor(now: Date) {
    this.#dayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  }

  /** ISO timestamp `days` from today (negative: in the past) at `utcHour`:`minute` UTC. */
  at(days: number, utcHour = 8, minute = 0): string {
    return new Date(this.#dayStart + days * DAY_MS + utcHour * HOUR_MS + minute * 60_000).toISOString();
  }

  /** ISO timestamp `days` from today at a local hour in a zone `utcOffsetHours` ahead of UTC (no DST in these zones). */
  local(days: number, localHour: number, utcOffsetHours: number, minute = 0): string {
    return this.at(days, localHour - utcOffsetHours, minute);
  }
}

const VIDEO_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A deterministic YouTube-like 11-character video id. */
export function videoIdFor(seed: string): string {
  let id = '';
  let hash = fnv1a(seed);
  for (let position = 0; position < 11; position += 1) {
    hash = fnv1a(`${seed}#${position}#${hash}`);
    id += VIDEO_ID_ALPHABET[hash % VIDEO_ID_ALPHABET.length];
  }
  return id;
}

const RESOURCE_TYPES = {
  pdf: { suffix: 'notes.pdf', mimeType: 'application/pdf' },
  pptx: {
    suffix: 'slides.pptx',
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
} as const;

export function resourceFor(slug: string, kind: keyof typeof RESOURCE_TYPES): Resource {
  const { suffix, mimeType } = RESOURCE_TYPES[kind];
  const filename = `${slug}-${suffix}`;
  return { filename, size: 180_000 + (fnv1a(filename) % 4_200_000), url: filePath(filename), mimeType };
}

// --- Taxonomies ----------------------------------------------------------------------------------

const CATEGORY_TEXTS: Record<CategoryId, { title: [string, string]; description: [string, string] }> = {
  'biodiversity-conservation': {
    title: ['Biodiversity Conservation', 'Conservation de la biodiversité'],
    description: [
      'Protecting species, habitats and the genetic diversity of African ecosystems.',
      'Protéger les espèces, les habitats et la diversité génétique des écosystèmes africains.',
    ],
  },
  'conservation-for-non-conservation-students': {
    title: ['Conservation for Non Conservation Students', 'La conservation pour les non-spécialistes'],
    description: [
      'Accessible introductions for students and professionals from every other discipline.',
      'Des introductions accessibles aux étudiants et professionnels de toutes les autres disciplines.',
    ],
  },
  'conservation-skills': {
    title: ['Conservation Skills', 'Compétences en conservation'],
    description: [
      'Practical field skills: tracking, monitoring, first aid, data collection and more.',
      'Compétences pratiques de terrain : pistage, suivi, premiers secours, collecte de données, etc.',
    ],
  },
  'conservation-regenerative-agriculture': {
    title: ['Conservation/Regenerative Agriculture', 'Agriculture de conservation et régénératrice'],
    description: [
      'Farming and grazing that rebuild soils, water and biodiversity.',
      'Des pratiques agricoles et pastorales qui régénèrent les sols, l’eau et la biodiversité.',
    ],
  },
  'earth-systems': {
    title: ['Earth Systems', 'Systèmes terrestres'],
    description: [
      'Climate, water, soils and fire: the physical systems that shape African landscapes.',
      'Climat, eau, sols et feu : les systèmes physiques qui façonnent les paysages africains.',
    ],
  },
  'human-wildlife-co-existence': {
    title: ['Human Wildlife Co-Existence', 'Coexistence entre humains et faune sauvage'],
    description: [
      'Reducing conflict and sharing landscapes between people and wild animals.',
      'Réduire les conflits et partager les paysages entre les humains et les animaux sauvages.',
    ],
  },
  leadership: {
    title: ['Leadership', 'Leadership'],
    description: [
      'Leading teams, organisations and movements for conservation.',
      'Diriger des équipes, des organisations et des mouvements au service de la conservation.',
    ],
  },
  'social-ecology': {
    title: ['Social Ecology', 'Écologie sociale'],
    description: [
      'How communities, economies and cultures interact with nature.',
      'Comment les communautés, les économies et les cultures interagissent avec la nature.',
    ],
  },
  'wildlife-security-technology': {
    title: ['Wildlife Security & Technology', 'Sécurité de la faune et technologie'],
    description: [
      'Anti-poaching, wildlife crime and the technology that supports rangers.',
      'Lutte anti-braconnage, criminalité liée aux espèces sauvages et technologies au service des rangers.',
    ],
  },
};

function buildCategories(): Category[] {
  return CATEGORY_IDS.map((id) => {
    const { title, description } = CATEGORY_TEXTS[id];
    return { id, slug: id, title: text(...title), description: text(...description) };
  });
}

const TAG_TEXTS: [id: string, en: string, fr: string][] = [
  ['rhino', 'Rhino', 'Rhinocéros'],
  ['elephant', 'Elephant', 'Éléphant'],
  ['poaching', 'Poaching', 'Braconnage'],
  ['rangers', 'Rangers', 'Rangers'],
  ['drones-and-sensors', 'Drones and sensors', 'Drones et capteurs'],
  ['fire-ecology', 'Fire ecology', 'Écologie du feu'],
  ['wetlands', 'Wetlands', 'Zones humides'],
  ['marine', 'Marine', 'Milieu marin'],
  ['grazing', 'Grazing', 'Pâturage'],
  ['community-conservancies', 'Community conservancies', 'Conservation communautaire'],
  ['climate-change', 'Climate change', 'Changement climatique'],
  ['water', 'Water', 'Eau'],
  ['birds', 'Birds', 'Oiseaux'],
  ['large-carnivores', 'Large carnivores', 'Grands carnivores'],
  ['citizen-science', 'Citizen science', 'Science participative'],
  ['careers', 'Careers', 'Carrières'],
];

function buildTags(): Tag[] {
  return TAG_TEXTS.map(([id, en, fr]) => ({ id, slug: id, title: text(en, fr) }));
}

const SERIES_TEXTS: [id: string, title: [string, string], description: [string, string]][] = [
  [
    'ranger-voices',
    ['Ranger Voices', 'Paroles de rangers'],
    [
      'The people on the front line of wildlife protection, in their own words.',
      'Celles et ceux qui sont en première ligne de la protection de la faune, avec leurs propres mots.',
    ],
  ],
  [
    'wild-landscapes',
    ['Wild Landscapes of Southern Africa', 'Paysages sauvages d’Afrique australe'],
    [
      'Fynbos, deltas, deserts and grasslands: how they work and why they matter.',
      'Fynbos, deltas, déserts et prairies : comment ils fonctionnent et pourquoi ils comptent.',
    ],
  ],
  [
    'living-with-wildlife',
    ['Living with Wildlife', 'Vivre avec la faune sauvage'],
    [
      'Elephants, lions, baboons and crocodiles next door: practical coexistence.',
      'Éléphants, lions, babouins et crocodiles pour voisins : la coexistence en pratique.',
    ],
  ],
  [
    'ocean-frontiers',
    ['Ocean Frontiers', 'Frontières océaniques'],
    [
      'Reefs, seagrass and fisheries of the Western Indian Ocean.',
      'Récifs, herbiers et pêcheries de l’ouest de l’océan Indien.',
    ],
  ],
  [
    'regenerating-the-land',
    ['Regenerating the Land', 'Régénérer la terre'],
    [
      'Farmers and scientists restoring soils, water and veld.',
      'Agriculteurs et scientifiques qui restaurent les sols, l’eau et le veld.',
    ],
  ],
  [
    'leading-conservation',
    ['Leading Conservation', 'Diriger la conservation'],
    [
      'Leadership, funding and partnership for conservation organisations.',
      'Leadership, financement et partenariats pour les organisations de conservation.',
    ],
  ],
  [
    'conservation-101',
    ['Conservation 101', 'Conservation : les bases'],
    [
      'Short introductions for newcomers from any background.',
      'De courtes introductions pour les nouveaux venus de tous horizons.',
    ],
  ],
];

function buildSeries(): Series[] {
  return SERIES_TEXTS.map(([id, title, description]) => ({
    id,
    slug: id,
    title: text(...title),
    description: text(...description),
    image: mediaPath(`series-${id}`),
  }));
}

const COLLECTION_TEXTS: [id: string, title: [string, string], description: [string, string], daysAgo: number][] = [
  [
    'introduction-to-conservation',
    ['Introduction to Conservation', 'Introduction à la conservation'],
    [
      'Start here: the key ideas of conservation in Africa.',
      'Commencez ici : les idées clés de la conservation en Afrique.',
    ],
    1000,
  ],
  [
    'wildlife-crime-and-security',
    ['Wildlife Crime and Security', 'Criminalité faunique et sécurité'],
    [
      'Poaching, trafficking and how rangers and technology respond.',
      'Braconnage, trafic et réponses des rangers et de la technologie.',
    ],
    900,
  ],
  [
    'water-and-wetlands',
    ['Water and Wetlands', 'Eau et zones humides'],
    ['Rivers, deltas, coasts and the life they support.', 'Fleuves, deltas, côtes et la vie qu’ils font vivre.'],
    760,
  ],
  [
    'fire-and-fynbos',
    ['Fire and Fynbos', 'Le feu et le fynbos'],
    ['The fire ecology of the Cape Floral Kingdom.', 'L’écologie du feu dans le royaume floral du Cap.'],
    640,
  ],
  [
    'community-conservation',
    ['Community Conservation', 'Conservation communautaire'],
    [
      'Conservation led by the people who live with wildlife.',
      'Une conservation menée par celles et ceux qui vivent avec la faune.',
    ],
    500,
  ],
  [
    'careers-in-conservation',
    ['Careers in Conservation', 'Métiers de la conservation'],
    [
      'Paths into conservation work, from rangers to researchers.',
      'Les chemins vers les métiers de la conservation, du ranger au chercheur.',
    ],
    300,
  ],
  [
    'climate-and-earth-systems',
    ['Climate and Earth Systems', 'Climat et systèmes terrestres'],
    ['Climate, carbon and soils across the continent.', 'Climat, carbone et sols à travers le continent.'],
    150,
  ],
];

function buildCollections(calendar: Calendar): Collection[] {
  return COLLECTION_TEXTS.map(([id, title, description, daysAgo]) => ({
    id,
    title: text(...title),
    description: text(...description),
    image: mediaPath(`collection-${id}`),
    date: calendar.at(-daysAgo),
  }));
}

// --- Presenters ----------------------------------------------------------------------------------

interface PresenterSeed {
  name: string;
  surname: string;
  title: [string, string];
  role: [string, string];
  organisation: [string, string];
  qualifications: [string, string];
  country: string;
  summary: SeedText;
  bio: SeedText;
  categoryIds: CategoryId[];
  telephone: string;
  spotlight?: boolean;
}

const PRESENTER_SEEDS: PresenterSeed[] = [
  {
    name: 'Thandiwe',
    surname: 'Mokoena',
    title: ['Ms', 'Mme'],
    role: ['Head of Ranger Training', 'Responsable de la formation des rangers'],
    organisation: ['Lowveld Ranger Academy', 'Académie des rangers du Lowveld'],
    qualifications: ['MSc Wildlife Management', 'Master en gestion de la faune'],
    country: 'South Africa',
    summary: {
      en: 'Trains anti-poaching rangers and field supervisors across the Greater Kruger.',
      fr: 'Forme des rangers anti-braconnage et des chefs d’équipe dans tout le Grand Kruger.',
    },
    bio: {
      en: 'Thandiwe started as a field ranger in 2008 and now leads a training programme used by reserves in four countries. She speaks often about ranger wellbeing and women in field roles.',
      fr: 'Thandiwe a débuté comme ranger de terrain en 2008 et dirige aujourd’hui un programme de formation utilisé par des réserves de quatre pays. Elle intervient souvent sur le bien-être des rangers et la place des femmes sur le terrain.',
    },
    categoryIds: ['wildlife-security-technology', 'conservation-skills', 'leadership'],
    telephone: '+27 82 555 0101',
    spotlight: true,
  },
  {
    name: 'Kwame',
    surname: 'Asante',
    title: ['Mr', 'M.'],
    role: ['Conservation Technology Lead', 'Responsable des technologies de conservation'],
    organisation: ['Sentinel Conservation Tech Lab', 'Laboratoire Sentinel de technologies pour la conservation'],
    qualifications: [
      'BSc Electrical Engineering; MSc Remote Sensing',
      'Licence en génie électrique ; master en télédétection',
    ],
    country: 'Ghana',
    summary: {
      en: 'Designs sensor networks, drones and data systems for protected areas.',
      fr: 'Conçoit des réseaux de capteurs, des drones et des systèmes de données pour les aires protégées.',
    },
    bio: {
      en: 'Kwame builds low-cost monitoring systems with ranger teams and insists that every device must be repairable in the field.',
      fr: 'Kwame construit des systèmes de surveillance peu coûteux avec les équipes de rangers et exige que chaque appareil soit réparable sur le terrain.',
    },
    categoryIds: ['wildlife-security-technology', 'conservation-skills'],
    telephone: '+233 24 555 0102',
  },
  {
    name: 'Ndapewa',
    surname: 'Shikongo',
    title: ['Ms', 'Mme'],
    role: ['Community Conservancy Adviser', 'Conseillère auprès des conservancies communautaires'],
    organisation: ['Kunene Conservancy Support Trust', 'Fonds de soutien aux conservancies du Kunene'],
    qualifications: ['MA Development Studies', 'Master en études du développement'],
    country: 'Namibia',
    summary: {
      en: 'Supports conservancy committees on governance, benefit sharing and conflict with wildlife.',
      fr: 'Accompagne les comités de conservancy sur la gouvernance, le partage des bénéfices et les conflits avec la faune.',
    },
    bio: {
      en: 'Ndapewa grew up in a communal conservancy in the Kunene region and has worked with conservancy committees for fifteen years.',
      fr: 'Ndapewa a grandi dans une conservancy communautaire de la région du Kunene et travaille depuis quinze ans avec les comités de conservancy.',
    },
    categoryIds: ['social-ecology', 'human-wildlife-co-existence'],
    telephone: '+264 81 555 0103',
  },
  {
    name: 'Lindiwe',
    surname: 'Dlamini',
    title: ['Dr', 'Dr'],
    role: ['Fire Ecologist', 'Écologue spécialiste du feu'],
    organisation: ['Cape Fynbos Fire Research Unit', 'Unité de recherche sur le feu dans le fynbos du Cap'],
    qualifications: ['PhD Botany', 'Doctorat en botanique'],
    country: 'South Africa',
    summary: {
      en: 'Studies how fire frequency shapes plant diversity in the Cape Floral Kingdom.',
      fr: 'Étudie comment la fréquence des incendies façonne la diversité végétale du royaume floral du Cap.',
    },
    bio: {
      en: 'Lindiwe has followed burnt fynbos plots above Cape Town for over a decade and advises land managers on prescribed burning.',
      fr: 'Lindiwe suit depuis plus de dix ans des parcelles de fynbos brûlées au-dessus du Cap et conseille les gestionnaires sur les brûlages dirigés.',
    },
    categoryIds: ['biodiversity-conservation', 'earth-systems'],
    telephone: '+27 21 555 0104',
    spotlight: true,
  },
  {
    name: 'Joseph',
    surname: 'Lekishon',
    title: ['Mr', 'M.'],
    role: ['Human–Elephant Coexistence Officer', 'Chargé de la coexistence homme-éléphant'],
    organisation: ['Tsavo Coexistence Project', 'Projet de coexistence de Tsavo'],
    qualifications: ['Diploma in Wildlife Management', 'Diplôme en gestion de la faune'],
    country: 'Kenya',
    summary: {
      en: 'Runs early-warning networks and beehive fences with farmers around Tsavo.',
      fr: 'Anime des réseaux d’alerte précoce et des clôtures de ruches avec les agriculteurs autour de Tsavo.',
    },
    bio: {
      en: 'Joseph is a Maasai herder’s son who now spends his nights answering elephant alerts alongside the farmers he grew up with.',
      fr: 'Fils d’éleveur maasaï, Joseph passe désormais ses nuits à répondre aux alertes d’éléphants aux côtés des agriculteurs avec qui il a grandi.',
    },
    categoryIds: ['human-wildlife-co-existence', 'social-ecology'],
    telephone: '+254 722 555 105',
  },
  {
    name: 'Célia',
    surname: 'Macuácua',
    title: ['Dr', 'Dr'],
    role: ['Marine Protected Area Manager', 'Gestionnaire d’aire marine protégée'],
    organisation: ['Bazaruto Marine Trust', 'Fondation marine de Bazaruto'],
    qualifications: ['PhD Marine Biology', 'Doctorat en biologie marine'],
    country: 'Mozambique',
    summary: {
      en: 'Manages zoning, monitoring and community fisheries in a marine protected area.',
      fr: 'Gère le zonage, le suivi et la pêche communautaire dans une aire marine protégée.',
    },
    bio: {
      en: 'Célia divides her time between dugong surveys, reef monitoring and long meetings with fishing associations.',
      fr: 'Célia partage son temps entre les recensements de dugongs, le suivi des récifs et de longues réunions avec les associations de pêcheurs.',
    },
    categoryIds: ['biodiversity-conservation', 'earth-systems', 'social-ecology'],
    telephone: '+258 84 555 0106',
  },
  {
    name: 'Sipho',
    surname: 'Nkosi',
    title: ['Mr', 'M.'],
    role: ['Regenerative Grazing Mentor', 'Mentor en pâturage régénérateur'],
    organisation: ['Karoo Rangelands Collective', 'Collectif des parcours du Karoo'],
    qualifications: ['BSc Agriculture (Animal Science)', 'Licence en agronomie (productions animales)'],
    country: 'South Africa',
    summary: { en: 'Third-generation sheep farmer who mentors farmers moving to planned grazing.' },
    bio: {
      en: 'Sipho farms Dorper sheep near Graaff-Reinet and hosts farm days for neighbours who want to try planned grazing.',
    },
    categoryIds: ['conservation-regenerative-agriculture', 'social-ecology'],
    telephone: '+27 49 555 0107',
  },
  {
    name: 'Boitumelo',
    surname: 'Kgosi',
    title: ['Dr', 'Dr'],
    role: ['Wetland Hydrologist', 'Hydrologue des zones humides'],
    organisation: ['Okavango Delta Research Trust', 'Fondation de recherche sur le delta de l’Okavango'],
    qualifications: ['PhD Hydrology', 'Doctorat en hydrologie'],
    country: 'Botswana',
    summary: {
      en: 'Tracks the annual flood of the Okavango Delta and what it means for people and wildlife.',
      fr: 'Suit la crue annuelle du delta de l’Okavango et ses conséquences pour les habitants et la faune.',
    },
    bio: {
      en: 'Boitumelo runs a network of water-level stations across the delta and coordinates a volunteer bird count.',
      fr: 'Boitumelo gère un réseau de stations de mesure du niveau de l’eau dans le delta et coordonne un comptage d’oiseaux bénévole.',
    },
    categoryIds: ['earth-systems', 'biodiversity-conservation'],
    telephone: '+267 71 555 108',
  },
  {
    name: 'Aïssatou',
    surname: 'Ndiaye',
    title: ['Ms', 'Mme'],
    role: ['Leadership Programme Director', 'Directrice du programme de leadership'],
    organisation: ['Sahel Conservation Leadership Programme', 'Programme de leadership pour la conservation au Sahel'],
    qualifications: ['MBA; MSc Environmental Management', 'MBA ; master en gestion de l’environnement'],
    country: 'Senegal',
    summary: {
      en: 'Coaches conservation managers across West and Central Africa.',
      fr: 'Accompagne des responsables de la conservation en Afrique de l’Ouest et centrale.',
    },
    bio: {
      en: 'Aïssatou has trained more than 300 protected-area managers and teaches in both French and English.',
      fr: 'Aïssatou a formé plus de 300 gestionnaires d’aires protégées et enseigne en français comme en anglais.',
    },
    categoryIds: ['leadership', 'conservation-for-non-conservation-students'],
    telephone: '+221 77 555 0109',
  },
  {
    name: 'Jean-Baptiste',
    surname: 'Mugisha',
    title: ['Mr', 'M.'],
    role: ['Community Tourism Coordinator', 'Coordinateur du tourisme communautaire'],
    organisation: ['Volcanoes Community Conservation Network', 'Réseau communautaire de conservation des Volcans'],
    qualifications: ['BA Tourism Management', 'Licence en gestion du tourisme'],
    country: 'Rwanda',
    summary: {
      en: 'Connects gorilla tourism with the communities living around Volcanoes National Park.',
      fr: 'Relie le tourisme des gorilles aux communautés qui vivent autour du parc national des Volcans.',
    },
    bio: {
      en: 'Jean-Baptiste worked as a gorilla tracker before moving into community work; he now chairs a network of village tourism cooperatives.',
      fr: 'Jean-Baptiste a été pisteur de gorilles avant de se tourner vers le travail communautaire ; il préside aujourd’hui un réseau de coopératives villageoises de tourisme.',
    },
    categoryIds: ['social-ecology', 'leadership', 'biodiversity-conservation'],
    telephone: '+250 788 555 110',
    spotlight: true,
  },
  {
    name: 'Fatoumata',
    surname: 'Traoré',
    title: ['Prof.', 'Pr'],
    role: ['Climate Scientist', 'Climatologue'],
    organisation: ['Sahel Earth Systems Observatory', 'Observatoire des systèmes terrestres du Sahel'],
    qualifications: ['PhD Atmospheric Science', 'Doctorat en sciences de l’atmosphère'],
    country: 'Mali',
    summary: {
      en: 'Explains African climate trends for non-specialists and decision-makers.',
      fr: 'Explique les tendances climatiques africaines aux non-spécialistes et aux décideurs.',
    },
    bio: {
      en: 'Fatoumata studies West African monsoon rainfall and works with radio stations to share seasonal forecasts with farmers.',
      fr: 'Fatoumata étudie les pluies de la mousson ouest-africaine et travaille avec des radios pour diffuser les prévisions saisonnières auprès des agriculteurs.',
    },
    categoryIds: ['earth-systems', 'conservation-for-non-conservation-students'],
    telephone: '+223 76 555 0111',
  },
  {
    name: 'Tendai',
    surname: 'Moyo',
    title: ['Dr', 'Dr'],
    role: ['Carnivore Ecologist', 'Écologue des carnivores'],
    organisation: ['Hwange Carnivore Research Project', 'Projet de recherche sur les carnivores de Hwange'],
    qualifications: ['PhD Zoology', 'Doctorat en zoologie'],
    country: 'Zimbabwe',
    summary: {
      en: 'Studies lions and hyenas living close to people and trains field volunteers.',
      fr: 'Étudie les lions et les hyènes vivant près des habitants et forme des bénévoles de terrain.',
    },
    bio: {
      en: 'Tendai collars lions and hyenas on the boundary of Hwange National Park and runs field courses for students and volunteers.',
      fr: 'Tendai pose des colliers sur des lions et des hyènes en bordure du parc national de Hwange et organise des stages de terrain pour étudiants et bénévoles.',
    },
    categoryIds: ['human-wildlife-co-existence', 'biodiversity-conservation', 'conservation-skills'],
    telephone: '+263 77 555 0112',
  },
];

function buildPresenters(calendar: Calendar): Presenter[] {
  return PRESENTER_SEEDS.map((seed, index) => {
    const id = `presenter-${index + 1}`;
    const presenter: Presenter = {
      id,
      name: seed.name,
      surname: seed.surname,
      title: text(...seed.title),
      image: mediaPath(id),
      role: text(...seed.role),
      organisation: text(...seed.organisation),
      qualifications: text(...seed.qualifications),
      country: seed.country,
      summary: { ...seed.summary },
      bio: { ...seed.bio },
      categoryIds: [...seed.categoryIds],
      email: `${emailLocalPart(seed.name)}.${emailLocalPart(seed.surname)}@example.org`,
      telephone: seed.telephone,
      date: calendar.at(-(1040 - index * 37)),
    };
    if (seed.spotlight) presenter.spotlight = true;
    return presenter;
  });
}

/** `Aïssatou` → `aissatou`. */
function emailLocalPart(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '');
}

// --- Presentations -------------------------------------------------------------------------------

function buildPresentation(
  seed: PresentationSeed,
  index: number,
  calendar: Calendar,
  seriesById: Map<string, Series>,
): Presentation {
  const id = `presentation-${index + 1}`;
  const series = seed.seriesId === undefined ? undefined : seriesById.get(seed.seriesId);
  const videoId = videoIdFor(seed.slug);
  const presentation: Presentation = {
    id,
    slug: seed.slug,
    title: { ...seed.title },
    summary: { ...seed.summary },
    description: describePresentation(seed.summary, series),
    image: mediaPath(id),
    // Every fifth presentation has a separately recorded French version.
    video:
      seed.title.fr === undefined
        ? { en: videoId }
        : { en: videoId, fr: index % 5 === 0 ? videoIdFor(`${seed.slug}/fr`) : videoId },
    durationSeconds: seed.minutes * 60 + (fnv1a(seed.slug) % 60),
    // Spread over the last three years, not in pack order (389 and 1070 are coprime: no two alike).
    date: calendar.at(-(12 + ((index * 389) % 1070)), 9 + (index % 6)),
    presenterIds: seed.presenters.map((number) => `presenter-${number}`),
    collectionIds: [...seed.collectionIds],
    tagIds: [...seed.tagIds],
    categoryIds: [...seed.categoryIds],
  };
  if (series) presentation.seriesId = series.id;
  if (seed.resources) presentation.resources = seed.resources.map((kind) => resourceFor(seed.slug, kind));
  const timed = timedTranscriptSeeds[seed.slug];
  if (timed) {
    presentation.transcript = { en: timedTranscript(timed.en) };
    if (timed.fr) presentation.transcript.fr = timedTranscript(timed.fr);
  } else if (seed.transcript) {
    presentation.transcript = { ...seed.transcript };
  }
  // The talks with a transcript have audio spoken from it and a small video (sample-media.ts).
  const renditions = sampleRenditions(seed.slug);
  if (renditions.length > 0) presentation.renditions = renditions;
  if (seed.featured) presentation.featured = true;
  return presentation;
}

function timedTranscript(lines: SeedSegments): TimedTranscript {
  return { segments: lines.map(([start, text]) => ({ start, text })) };
}

function describePresentation(summary: SeedText, series: Series | undefined): LocalizedText {
  if (series === undefined) return { ...summary };
  const en = `${summary.en} Part of the series “${series.title.en ?? series.id}”.`;
  return summary.fr === undefined
    ? { en }
    : { en, fr: `${summary.fr} Fait partie de la série «\u00a0${series.title.fr ?? series.title.en}\u00a0».` };
}

// --- Articles ------------------------------------------------------------------------------------

const WORDS_PER_MINUTE = 200;

function buildArticles(calendar: Calendar): Article[] {
  return articleSeeds.map((seed, index) => {
    const id = `article-${index + 1}`;
    const bodyEn = seed.paragraphs.en.join('\n\n');
    const bodyFr = seed.paragraphs.fr?.join('\n\n');
    const words = bodyEn.split(/\s+/).length;
    const article: Article = {
      id,
      slug: seed.slug,
      title: { ...seed.title },
      summary: { ...seed.summary },
      body: text(bodyEn, bodyFr),
      image: mediaPath(id),
      date: calendar.at(-seed.daysAgo, 6 + (index % 8)),
      author: seed.author,
      readTimeMinutes: Math.max(2, Math.ceil(words / WORDS_PER_MINUTE)),
      categoryIds: [...seed.categoryIds],
      tagIds: [...seed.tagIds],
    };
    if (seed.featured) article.featured = true;
    return article;
  });
}

// --- Events --------------------------------------------------------------------------------------

const ZONES = {
  'Africa/Johannesburg': 2,
  'Africa/Windhoek': 2,
  'Africa/Gaborone': 2,
  'Africa/Maputo': 2,
  'Africa/Kigali': 2,
  'Africa/Nairobi': 3,
  'Africa/Dakar': 0,
  'Africa/Bamako': 0,
} as const;
type Zone = keyof typeof ZONES;

interface EventSeed {
  slug: string;
  title: SeedText;
  summary: SeedText;
  detail: SeedText;
  /** Days from today; negative for past events. */
  inDays: number;
  localHour: number;
  durationHours: number;
  timeZone: Zone;
  location?: { venue: string; address?: string; city: string; country: string };
  online?: boolean;
  presenters: number[];
  categoryIds: CategoryId[];
  featured?: boolean;
}

const EVENT_SEEDS: EventSeed[] = [
  {
    slug: 'fynbos-fire-ecology-field-walk',
    title: { en: 'Fynbos Fire Ecology Field Walk', fr: 'Sortie de terrain sur l’écologie du feu dans le fynbos' },
    summary: {
      en: 'A morning walk through burnt and unburnt fynbos with a fire ecologist.',
      fr: 'Une matinée de marche dans le fynbos brûlé et non brûlé avec une écologue spécialiste du feu.',
    },
    detail: {
      en: 'Bring sturdy shoes, water and a hat.',
      fr: 'Prévoyez de bonnes chaussures, de l’eau et un chapeau.',
    },
    inDays: -150,
    localHour: 9,
    durationHours: 4,
    timeZone: 'Africa/Johannesburg',
    location: {
      venue: 'Silvermine Nature Reserve, main gate',
      address: 'Ou Kaapse Weg',
      city: 'Cape Town',
      country: 'South Africa',
    },
    presenters: [4],
    categoryIds: ['biodiversity-conservation', 'earth-systems'],
  },
  {
    slug: 'webinar-community-conservancies-after-25-years',
    title: {
      en: 'Webinar: Community Conservancies After 25 Years',
      fr: 'Webinaire : les conservancies communautaires, 25 ans après',
    },
    summary: {
      en: 'What has worked, what has not, and what comes next for Namibia’s conservancies.',
      fr: 'Ce qui a marché, ce qui n’a pas marché et la suite pour les conservancies namibiennes.',
    },
    detail: {
      en: 'Questions from participants are welcome throughout.',
      fr: 'Les questions des participants sont les bienvenues tout au long de la séance.',
    },
    inDays: -60,
    localHour: 17,
    durationHours: 1.5,
    timeZone: 'Africa/Windhoek',
    online: true,
    presenters: [3],
    categoryIds: ['social-ecology', 'human-wildlife-co-existence'],
  },
  {
    slug: 'human-elephant-coexistence-workshop',
    title: { en: 'Human–Elephant Coexistence Workshop', fr: 'Atelier sur la coexistence entre l’homme et l’éléphant' },
    summary: {
      en: 'A hands-on day on beehive fences, early-warning alerts and crop protection.',
      fr: 'Une journée pratique sur les clôtures de ruches, les alertes précoces et la protection des cultures.',
    },
    detail: { en: 'Lunch is provided; places are limited.', fr: 'Le déjeuner est offert ; les places sont limitées.' },
    inDays: -12,
    localHour: 8,
    durationHours: 8,
    timeZone: 'Africa/Nairobi',
    location: { venue: 'Tsavo Community Resource Centre', city: 'Voi', country: 'Kenya' },
    presenters: [5],
    categoryIds: ['human-wildlife-co-existence', 'conservation-skills'],
  },
  {
    slug: 'webinar-drones-and-sensors-for-rhino-protection',
    title: {
      en: 'Webinar: Drones and Sensors for Rhino Protection',
      fr: 'Webinaire : drones et capteurs au service de la protection des rhinocéros',
    },
    summary: {
      en: 'A technologist and a head of ranger training discuss what really helps on patrol.',
      fr: 'Un technologue et une responsable de la formation des rangers débattent de ce qui aide vraiment en patrouille.',
    },
    detail: { en: 'The recording will be published afterwards.', fr: 'L’enregistrement sera publié ensuite.' },
    inDays: 9,
    localHour: 18,
    durationHours: 1.5,
    timeZone: 'Africa/Johannesburg',
    online: true,
    presenters: [2, 1],
    categoryIds: ['wildlife-security-technology'],
    featured: true,
  },
  {
    slug: 'okavango-wetlands-symposium',
    title: { en: 'Okavango Wetlands Symposium', fr: 'Symposium sur les zones humides de l’Okavango' },
    summary: {
      en: 'Two days of talks and field visits on the hydrology, ecology and people of the delta.',
      fr: 'Deux jours de conférences et de visites de terrain sur l’hydrologie, l’écologie et les habitants du delta.',
    },
    detail: { en: 'Field visits depend on water levels.', fr: 'Les visites de terrain dépendent du niveau de l’eau.' },
    inDays: 24,
    localHour: 8,
    durationHours: 33,
    timeZone: 'Africa/Gaborone',
    location: { venue: 'Okavango Research Centre', address: 'Shorobe Road', city: 'Maun', country: 'Botswana' },
    presenters: [8],
    categoryIds: ['earth-systems', 'biodiversity-conservation'],
    featured: true,
  },
  {
    slug: 'marine-protected-areas-open-day',
    title: { en: 'Marine Protected Areas Open Day' },
    summary: { en: 'Meet the rangers, scientists and fishers who look after Mozambique’s marine parks.' },
    detail: { en: 'Family friendly; snorkelling demonstrations at the beach.' },
    inDays: 45,
    localHour: 9,
    durationHours: 6,
    timeZone: 'Africa/Maputo',
    location: {
      venue: 'Museu de História Natural',
      address: 'Praça Travessia do Zambeze',
      city: 'Maputo',
      country: 'Mozambique',
    },
    presenters: [6],
    categoryIds: ['biodiversity-conservation', 'social-ecology'],
  },
  {
    slug: 'leadership-masterclass-for-women-in-conservation',
    title: {
      en: 'Leadership Masterclass for Women in Conservation',
      fr: 'Classe de maître en leadership pour les femmes de la conservation',
    },
    summary: {
      en: 'A one-day masterclass in Dakar, also streamed online, on leading teams and negotiating funding.',
      fr: 'Une journée de formation à Dakar, également diffusée en ligne, sur la direction d’équipes et la négociation de financements.',
    },
    detail: {
      en: 'Held in French with English interpretation.',
      fr: 'En français, avec interprétation vers l’anglais.',
    },
    inDays: 70,
    localHour: 9,
    durationHours: 7,
    timeZone: 'Africa/Dakar',
    location: { venue: 'Maison de la Culture Douta Seck', city: 'Dakar', country: 'Senegal' },
    online: true,
    presenters: [9],
    categoryIds: ['leadership'],
  },
  {
    slug: 'regenerative-grazing-farm-day',
    title: { en: 'Regenerative Grazing Farm Day', fr: 'Journée à la ferme : pâturage régénérateur' },
    summary: {
      en: 'Walk the camps of a Karoo sheep farm and see ten years of planned grazing.',
      fr: 'Parcourez les parcelles d’une ferme ovine du Karoo et découvrez dix ans de pâturage planifié.',
    },
    detail: {
      en: 'Farm roads are rough; a high-clearance vehicle helps.',
      fr: 'Les pistes sont difficiles ; un véhicule à garde au sol élevée est conseillé.',
    },
    inDays: 100,
    localHour: 8,
    durationHours: 7,
    timeZone: 'Africa/Johannesburg',
    location: {
      venue: 'Rietfontein Farm',
      address: 'R63, 25 km from town',
      city: 'Graaff-Reinet',
      country: 'South Africa',
    },
    presenters: [7],
    categoryIds: ['conservation-regenerative-agriculture'],
  },
  {
    slug: 'webinar-climate-change-for-non-scientists',
    title: {
      en: 'Webinar: Climate Change for Non-Scientists',
      fr: 'Webinaire : le changement climatique expliqué aux non-scientifiques',
    },
    summary: {
      en: 'The essentials of African climate trends in one hour, with time for questions.',
      fr: 'Les bases des tendances climatiques africaines en une heure, avec un temps de questions.',
    },
    detail: { en: 'No scientific background needed.', fr: 'Aucune formation scientifique requise.' },
    inDays: 135,
    localHour: 15,
    durationHours: 1,
    timeZone: 'Africa/Bamako',
    online: true,
    presenters: [11],
    categoryIds: ['earth-systems', 'conservation-for-non-conservation-students'],
  },
  {
    slug: 'pan-african-conservation-tutorials-summit',
    title: {
      en: 'Pan-African Conservation Tutorials Summit',
      fr: 'Sommet panafricain des tutoriels de conservation',
    },
    summary: {
      en: 'Three days with presenters, students and partners from across the continent.',
      fr: 'Trois jours avec des présentateurs, des étudiants et des partenaires de tout le continent.',
    },
    detail: { en: 'Programme to be announced.', fr: 'Programme à venir.' },
    inDays: 230,
    localHour: 9,
    durationHours: 57,
    timeZone: 'Africa/Kigali',
    location: { venue: 'Kigali Convention Centre', address: 'KG 2 Roundabout', city: 'Kigali', country: 'Rwanda' },
    presenters: [10, 9, 1],
    categoryIds: ['leadership', 'social-ecology'],
  },
];

function buildEvents(calendar: Calendar): Event[] {
  return EVENT_SEEDS.map((seed, index) => {
    const id = `event-${index + 1}`;
    const offset = ZONES[seed.timeZone];
    const startsAt = calendar.local(seed.inDays, seed.localHour, offset);
    const event: Event = {
      id,
      title: { ...seed.title },
      summary: { ...seed.summary },
      description: text(
        `${seed.summary.en} ${seed.detail.en}`,
        seed.summary.fr === undefined || seed.detail.fr === undefined
          ? undefined
          : `${seed.summary.fr} ${seed.detail.fr}`,
      ),
      image: mediaPath(id),
      startsAt,
      endsAt: new Date(Date.parse(startsAt) + seed.durationHours * HOUR_MS).toISOString(),
      timeZone: seed.timeZone,
      registrationUrl: `https://events.example.org/register/${seed.slug}`,
      categoryIds: [...seed.categoryIds],
      presenterIds: seed.presenters.map((number) => `presenter-${number}`),
    };
    if (seed.location) event.location = { ...seed.location };
    if (seed.online) event.onlineUrl = `https://meet.example.org/${seed.slug}`;
    if (seed.featured) event.featured = true;
    return event;
  });
}

// --- Projects, sub-projects and sub-themes ------------------------------------------------------

function buildProjects(calendar: Calendar): { projects: Project[]; subProjects: SubProject[]; subThemes: SubTheme[] } {
  const projects: Project[] = [
    {
      id: 'project-1',
      title: text('Rhino Range Expansion', 'Extension de l’aire de répartition du rhinocéros'),
      summary: text(
        'Moving rhinos to new, well-protected ranges to grow the population and spread the risk.',
        'Déplacer des rhinocéros vers de nouveaux territoires bien protégés pour accroître la population et répartir les risques.',
      ),
      description: text(
        'A partnership between reserves, rangers and neighbouring communities to establish new rhino populations, with monitoring and community benefits built in from the start.',
        'Un partenariat entre réserves, rangers et communautés voisines pour établir de nouvelles populations de rhinocéros, avec un suivi et des retombées locales prévus dès le départ.',
      ),
      image: mediaPath('project-1'),
      date: calendar.at(-820),
    },
    {
      id: 'project-2',
      title: text('Living Rivers of the Okavango', 'Rivières vivantes de l’Okavango'),
      summary: text(
        'Monitoring the flood pulse and supporting the fisheries that depend on it.',
        'Suivre la crue annuelle et soutenir les pêcheries qui en dépendent.',
      ),
      description: text(
        'Water-level stations, fish surveys and community fisheries management across the panhandle and the seasonal floodplains.',
        'Stations de mesure du niveau de l’eau, inventaires piscicoles et gestion communautaire de la pêche dans le « panhandle » et les plaines inondables saisonnières.',
      ),
      image: mediaPath('project-2'),
      date: calendar.at(-610),
    },
    {
      id: 'project-3',
      title: text('Karoo Regenerative Rangelands', 'Parcours régénérés du Karoo'),
      summary: text(
        'Helping Karoo farmers restore veld through planned grazing and herding.',
        'Aider les éleveurs du Karoo à restaurer le veld grâce au pâturage planifié et au gardiennage.',
      ),
      description: text(
        'Farm benchmarks, herder training and soil carbon trials on twenty farms in the Eastern and Northern Cape.',
        'Références agronomiques, formation de bergers et essais sur le carbone des sols dans vingt fermes du Cap-Oriental et du Cap-Nord.',
      ),
      image: mediaPath('project-3'),
      date: calendar.at(-400),
    },
  ];

  const subProjectSeeds: [projectId: string, slug: string, title: [string, string], summary: [string, string]][] = [
    [
      'project-1',
      'rhino-safe-havens',
      ['Safe Haven Translocations', 'Translocations vers des refuges sûrs'],
      [
        'Selecting and preparing new ranges for translocated rhinos.',
        'Choisir et préparer de nouveaux territoires pour les rhinocéros déplacés.',
      ],
    ],
    [
      'project-1',
      'rhino-monitoring-network',
      ['Rhino Monitoring Network', 'Réseau de suivi des rhinocéros'],
      [
        'Shared sighting records and ear-notch identification across reserves.',
        'Observations partagées et identification par encoches d’oreille entre réserves.',
      ],
    ],
    [
      'project-1',
      'community-rhino-guardians',
      ['Community Rhino Guardians', 'Gardiens communautaires des rhinocéros'],
      [
        'Jobs and training for young people from neighbouring villages.',
        'Emplois et formation pour les jeunes des villages voisins.',
      ],
    ],
    [
      'project-2',
      'flood-pulse-monitoring',
      ['Flood Pulse Monitoring', 'Suivi de la crue annuelle'],
      [
        'A network of water-level stations from the panhandle to Maun.',
        'Un réseau de stations de mesure du niveau de l’eau, du « panhandle » à Maun.',
      ],
    ],
    [
      'project-2',
      'floodplain-fisheries',
      ['Floodplain Fisheries', 'Pêcheries des plaines inondables'],
      [
        'Working with fishers on catch records and seasonal closures.',
        'Travailler avec les pêcheurs sur les registres de prises et les fermetures saisonnières.',
      ],
    ],
    [
      'project-3',
      'veld-condition-benchmarks',
      ['Veld Condition Benchmarks', 'Références sur l’état du veld'],
      [
        'Fixed-point photographs and plant counts on partner farms.',
        'Photographies à points fixes et relevés de végétation dans les fermes partenaires.',
      ],
    ],
    [
      'project-3',
      'herder-training-academy',
      ['Herder Training Academy', 'Académie de formation des bergers'],
      [
        'Accredited training for professional livestock herders.',
        'Une formation certifiante pour bergers professionnels.',
      ],
    ],
    [
      'project-3',
      'soil-carbon-trials',
      ['Soil Carbon Trials', 'Essais sur le carbone des sols'],
      [
        'Measuring soil carbon change under planned grazing.',
        'Mesurer l’évolution du carbone des sols sous pâturage planifié.',
      ],
    ],
  ];
  const subProjects: SubProject[] = subProjectSeeds.map(([projectId, slug, title, summary], index) => ({
    id: `sub-project-${index + 1}`,
    projectId,
    slug,
    title: text(...title),
    summary: text(...summary),
    description: text(...summary),
    image: mediaPath(`sub-project-${index + 1}`),
    date: calendar.at(-(380 - index * 30)),
  }));

  const subThemeSeeds: [title: [string, string], summary: [string, string], projectIds: string[]][] = [
    [
      ['Wildlife Security', 'Sécurité de la faune'],
      [
        'Protecting threatened species from poaching and trafficking.',
        'Protéger les espèces menacées du braconnage et du trafic.',
      ],
      ['project-1'],
    ],
    [
      ['Water and Wetlands', 'Eau et zones humides'],
      [
        'Keeping rivers and wetlands alive for people and wildlife.',
        'Préserver la vie des fleuves et des zones humides pour les humains et la faune.',
      ],
      ['project-2'],
    ],
    [
      ['Sustainable Land Use', 'Utilisation durable des terres'],
      ['Farming and grazing that restore the land.', 'Une agriculture et un pâturage qui restaurent la terre.'],
      ['project-3'],
    ],
    [
      ['Community Stewardship', 'Gestion communautaire'],
      [
        'Conservation led and owned by local communities.',
        'Une conservation menée et portée par les communautés locales.',
      ],
      ['project-1', 'project-2', 'project-3'],
    ],
  ];
  const subThemes: SubTheme[] = subThemeSeeds.map(([title, summary, projectIds], index) => ({
    id: `sub-theme-${index + 1}`,
    title: text(...title),
    summary: text(...summary),
    image: mediaPath(`sub-theme-${index + 1}`),
    projectIds,
    date: calendar.at(-(300 - index * 20)),
  }));

  return { projects, subProjects, subThemes };
}

// --- FAQ -----------------------------------------------------------------------------------------

/** Given out of weight order on purpose, so that clients must sort by weight. */
const FAQ_CATEGORIES: FaqCategory[] = [
  { id: 'faq-category-membership', title: text('Account and membership', 'Compte et adhésion'), weight: 3 },
  { id: 'faq-category-general', title: text('About the tutorials', 'À propos des tutoriels'), weight: 1 },
  { id: 'faq-category-presenters', title: text('Becoming a presenter', 'Devenir présentateur'), weight: 4 },
  { id: 'faq-category-content', title: text('Videos and resources', 'Vidéos et ressources'), weight: 2 },
];

const FAQ_SEEDS: [categoryId: string, weight: number, question: [string, string], answer: [string, string]][] = [
  [
    'faq-category-general',
    2,
    ['Who are the tutorials for?', 'À qui s’adressent les tutoriels ?'],
    [
      'Students, rangers, farmers, teachers and anyone curious about conservation; no prior knowledge is needed.',
      'Aux étudiants, rangers, agriculteurs, enseignants et à toute personne curieuse de conservation ; aucune connaissance préalable n’est nécessaire.',
    ],
  ],
  [
    'faq-category-general',
    1,
    ['What are Conservation Tutorials?', 'Que sont les Conservation Tutorials ?'],
    [
      'Free video presentations, articles and events on African conservation, by people who work in the field.',
      'Des présentations vidéo, articles et événements gratuits sur la conservation en Afrique, par des personnes qui travaillent sur le terrain.',
    ],
  ],
  [
    'faq-category-general',
    3,
    ['Are the tutorials available in French?', 'Les tutoriels sont-ils disponibles en français\u00a0?'],
    [
      'Most of them. Choose Français in the language menu to read what exists in French; a line under each list says how many more exist in English only. Choose Combined to read French where it exists and English otherwise.',
      'La plupart. Choisissez Français dans le menu des langues pour lire ce qui existe en français\u00a0; une ligne sous chaque liste indique combien d’autres éléments n’existent qu’en anglais. Choisissez Combiné pour lire le français quand il existe, et l’anglais sinon.',
    ],
  ],
  [
    'faq-category-content',
    1,
    ['Can I download the slides?', 'Puis-je télécharger les diapositives ?'],
    [
      'When a presenter has shared slides or notes, they are listed under Resources on the presentation page.',
      'Lorsqu’un présentateur a partagé ses diapositives ou ses notes, elles figurent sous Ressources sur la page de la présentation.',
    ],
  ],
  [
    'faq-category-content',
    3,
    ['How do I find tutorials on a topic?', 'Comment trouver des tutoriels sur un sujet ?'],
    [
      'Use the category, tag and series filters on the presentations page, or browse a collection.',
      'Utilisez les filtres par catégorie, tag et série sur la page des présentations, ou parcourez une collection.',
    ],
  ],
  [
    'faq-category-content',
    2,
    ['Can I use the videos in my classroom?', 'Puis-je utiliser les vidéos en classe ?'],
    [
      'Yes, for non-commercial teaching. Please credit the presenter and link to the tutorial page.',
      'Oui, pour un enseignement non commercial. Merci de citer le présentateur et d’indiquer le lien vers la page du tutoriel.',
    ],
  ],
  [
    'faq-category-membership',
    1,
    ['Do I need an account?', 'Ai-je besoin d’un compte ?'],
    [
      'No, all tutorials are free to watch. An account lets you keep a watchlist and a reading list.',
      'Non, tous les tutoriels sont gratuits. Un compte vous permet de tenir une liste de vidéos et une liste de lecture.',
    ],
  ],
  [
    'faq-category-membership',
    2,
    ['How do I reset my password?', 'Comment réinitialiser mon mot de passe ?'],
    [
      'Choose Forgot password on the login page and follow the link we send to your email address.',
      'Choisissez Mot de passe oublié sur la page de connexion et suivez le lien envoyé à votre adresse e-mail.',
    ],
  ],
  [
    'faq-category-membership',
    3,
    ['How do I delete my account?', 'Comment supprimer mon compte ?'],
    [
      'Write to us from the contact page and we will delete your account and lists within 30 days.',
      'Écrivez-nous depuis la page de contact : nous supprimerons votre compte et vos listes sous 30 jours.',
    ],
  ],
  [
    'faq-category-presenters',
    1,
    ['How do I become a presenter?', 'Comment devenir présentateur ?'],
    [
      'Create an account of type presenter and complete your profile; our team will contact you about recording.',
      'Créez un compte de type présentateur et complétez votre profil ; notre équipe vous contactera pour l’enregistrement.',
    ],
  ],
  [
    'faq-category-presenters',
    2,
    ['Do presenters get paid?', 'Les présentateurs sont-ils rémunérés ?'],
    [
      'Presenters volunteer their time. We cover recording costs and travel for in-person events.',
      'Les présentateurs sont bénévoles. Nous prenons en charge les frais d’enregistrement et les déplacements pour les événements en présentiel.',
    ],
  ],
  [
    'faq-category-presenters',
    3,
    ['Can someone contact a presenter?', 'Peut-on contacter un présentateur ?'],
    [
      "Yes, through a connection request. Our facilitation team passes it on; presenters' contact details are never published.",
      'Oui, par une demande de mise en relation. Notre équipe la transmet ; les coordonnées des présentateurs ne sont jamais publiées.',
    ],
  ],
];

function buildFaqs(): Faq[] {
  return FAQ_SEEDS.map(([categoryId, weight, question, answer], index) => ({
    id: `faq-${index + 1}`,
    categoryId,
    question: text(...question),
    answer: text(...answer),
    weight,
  }));
}

// --- Fun facts, patrons, collaborators, contact --------------------------------------------------

const FUN_FACTS: [string, string][] = [
  [
    "A rhino's horn is made of keratin, the same protein as human fingernails.",
    'La corne du rhinocéros est faite de kératine, la même protéine que nos ongles.',
  ],
  [
    'More than 95% of the water that reaches the Okavango Delta evaporates or is used by plants.',
    'Plus de 95 % de l’eau qui atteint le delta de l’Okavango s’évapore ou est utilisée par les plantes.',
  ],
  [
    "The Cape Floral Kingdom is the smallest of the world's floral kingdoms but holds around 9,000 plant species.",
    'Le royaume floral du Cap est le plus petit du monde, mais il abrite environ 9 000 espèces végétales.',
  ],
  [
    'Elephants can sense the low rumbles of other elephants through their feet, kilometres away.',
    'Les éléphants perçoivent par leurs pieds les grondements graves d’autres éléphants situés à des kilomètres.',
  ],
  [
    'Some dung beetles in South Africa navigate at night using the Milky Way.',
    'Certains bousiers d’Afrique du Sud s’orientent la nuit grâce à la Voie lactée.',
  ],
  [
    'Dugongs can live for more than 70 years and feed almost entirely on seagrass.',
    'Les dugongs peuvent vivre plus de 70 ans et se nourrissent presque exclusivement d’herbiers marins.',
  ],
  [
    'Spotted hyenas hunt most of their own food; they are not just scavengers.',
    'Les hyènes tachetées chassent la plupart de leurs proies : ce ne sont pas de simples charognards.',
  ],
];

const PATRONS: [name: string, slug: string, description: [string, string]][] = [
  [
    'Baobab Heritage Foundation',
    'baobab-heritage',
    [
      'Funds conservation education across southern Africa.',
      'Finance l’éducation à la conservation en Afrique australe.',
    ],
  ],
  [
    'Sable Trust for Wildlife',
    'sable-trust',
    ['Supports ranger welfare and training.', 'Soutient le bien-être et la formation des rangers.'],
  ],
  [
    'Kilimanjaro Conservation Fund',
    'kilimanjaro-fund',
    ['Backs community-led conservation in East Africa.', 'Appuie la conservation communautaire en Afrique de l’Est.'],
  ],
  [
    'Cape Floral Legacy Trust',
    'cape-floral-legacy',
    ['Protects the plants of the Cape Floral Kingdom.', 'Protège les plantes du royaume floral du Cap.'],
  ],
  [
    'Sahel Green Futures Foundation',
    'sahel-green-futures',
    ['Invests in climate resilience in the Sahel.', 'Investit dans la résilience climatique au Sahel.'],
  ],
];

const COLLABORATORS: [name: string, slug: string, description: [string, string]][] = [
  [
    'Lowveld Ranger Academy',
    'lowveld-ranger-academy',
    ['Ranger training for the Greater Kruger.', 'Formation des rangers du Grand Kruger.'],
  ],
  [
    'Kunene Conservancy Support Trust',
    'kunene-conservancy-trust',
    [
      'Support for communal conservancies in north-west Namibia.',
      'Soutien aux conservancies communautaires du nord-ouest de la Namibie.',
    ],
  ],
  [
    'Okavango Delta Research Trust',
    'okavango-research-trust',
    ['Research on the hydrology and ecology of the delta.', 'Recherche sur l’hydrologie et l’écologie du delta.'],
  ],
  [
    'Bazaruto Marine Trust',
    'bazaruto-marine-trust',
    ['Marine conservation on the Mozambican coast.', 'Conservation marine sur la côte mozambicaine.'],
  ],
  [
    'Karoo Rangelands Collective',
    'karoo-rangelands',
    ['Farmers restoring the Karoo veld.', 'Des éleveurs qui restaurent le veld du Karoo.'],
  ],
  [
    'Tsavo Coexistence Project',
    'tsavo-coexistence',
    [
      'Helping people and elephants share the land around Tsavo.',
      'Aider humains et éléphants à partager les terres autour de Tsavo.',
    ],
  ],
];

function buildPartners(kind: 'patron' | 'collaborator', rows: [string, string, [string, string]][]): Partner[] {
  return rows.map(([name, slug, description], index) => ({
    id: `${kind}-${index + 1}`,
    name,
    logo: mediaPath(`${kind}-${index + 1}`),
    url: `https://www.example.org/partners/${slug}`,
    description: text(...description),
  }));
}

// --- Advisory council (spec §1) -------------------------------------------------------------------

interface CouncilSeed {
  name: string;
  surname: string;
  role: SeedText;
  affiliation: SeedText;
  country: SeedText;
  bio: SeedText;
}

/** In the council's own order (the chair first); the last member has no French yet. */
const COUNCIL_SEEDS: CouncilSeed[] = [
  {
    name: 'Nomvula',
    surname: 'Khumalo',
    role: { en: 'Chair; savanna ecologist', fr: 'Présidente ; écologue des savanes' },
    affiliation: { en: 'Highveld Institute of Ecology', fr: 'Institut d’écologie du Highveld' },
    country: { en: 'South Africa', fr: 'Afrique du Sud' },
    bio: {
      en: 'Nomvula has studied fire and grazing in southern African savannas for thirty years and supervised more than forty postgraduate students. She chairs the council and its review of new series.',
      fr: 'Nomvula étudie depuis trente ans le feu et le pâturage dans les savanes d’Afrique australe et a encadré plus de quarante étudiants de troisième cycle. Elle préside le conseil et son examen des nouvelles séries.',
    },
  },
  {
    name: 'Seynabou',
    surname: 'Diatta',
    role: { en: 'Marine protected areas specialist', fr: 'Spécialiste des aires marines protégées' },
    affiliation: { en: 'Saloum Delta Marine Network', fr: 'Réseau marin du delta du Saloum' },
    country: { en: 'Senegal', fr: 'Sénégal' },
    bio: {
      en: 'Seynabou works with fishing communities to design and manage marine protected areas along the West African coast, and guides the council on content in French.',
      fr: 'Seynabou travaille avec les communautés de pêcheurs à la conception et à la gestion d’aires marines protégées sur la côte ouest-africaine, et guide le conseil pour les contenus en français.',
    },
  },
  {
    name: 'Tendai',
    surname: 'Mutasa',
    role: { en: 'Wildlife veterinarian', fr: 'Vétérinaire de la faune sauvage' },
    affiliation: { en: 'Zambezi Wildlife Health Unit', fr: 'Unité de santé de la faune du Zambèze' },
    country: { en: 'Zimbabwe', fr: 'Zimbabwe' },
    bio: {
      en: 'Tendai leads disease surveillance and rhino translocations in the Zambezi Valley and teaches field veterinary skills to ranger teams.',
      fr: 'Tendai dirige la surveillance sanitaire et les translocations de rhinocéros dans la vallée du Zambèze, et enseigne les gestes vétérinaires de terrain aux équipes de rangers.',
    },
  },
  {
    name: 'Jean-Paul',
    surname: 'Mukendi',
    role: { en: 'Forest ecologist', fr: 'Écologue forestier' },
    affiliation: { en: 'Kisangani Centre for Community Forests', fr: 'Centre des forêts communautaires de Kisangani' },
    country: { en: 'Democratic Republic of the Congo', fr: 'République démocratique du Congo' },
    bio: {
      en: 'Jean-Paul helps villages in the Congo Basin map and manage their own forests, and studies how logging roads change wildlife populations.',
      fr: 'Jean-Paul aide les villages du bassin du Congo à cartographier et à gérer leurs propres forêts, et étudie l’effet des routes forestières sur la faune.',
    },
  },
  {
    name: 'Wanjiru',
    surname: 'Kamau',
    role: { en: 'Environmental lawyer', fr: 'Juriste de l’environnement' },
    affiliation: { en: 'East African Wildlife Law Clinic', fr: 'Clinique juridique de la faune d’Afrique de l’Est' },
    country: { en: 'Kenya', fr: 'Kenya' },
    bio: {
      en: 'Wanjiru trains prosecutors and magistrates on wildlife crime cases and helps community conservancies secure their land rights.',
      fr: 'Wanjiru forme procureurs et magistrats aux affaires de criminalité faunique et aide les conservancies communautaires à faire reconnaître leurs droits fonciers.',
    },
  },
  {
    name: 'Abebe',
    surname: 'Tesfaye',
    role: { en: 'Watershed hydrologist' },
    affiliation: { en: 'Blue Nile Watershed Institute' },
    country: { en: 'Ethiopia' },
    bio: {
      en: 'Abebe studies how terracing and tree planting in the Ethiopian Highlands bring back springs and slow erosion, and works with farmer cooperatives on both.',
    },
  },
];

function buildCouncil(): CouncilMember[] {
  return COUNCIL_SEEDS.map((seed, index) => {
    const id = `council-member-${index + 1}`;
    return {
      id,
      name: seed.name,
      surname: seed.surname,
      role: { ...seed.role },
      affiliation: { ...seed.affiliation },
      country: { ...seed.country },
      bio: { ...seed.bio },
      image: mediaPath(id),
    };
  });
}

const CONTACT: ContactRecord = {
  telephone1: '+27 21 555 0100',
  telephonefr: '+221 33 555 0100',
  whatsapp: '27821234567',
  whatsappfr: '221771234567',
  email1: 'info@conservation-tutorials.example.org',
  email2: 'presenters@conservation-tutorials.example.org',
  emailfr: 'bonjour@conservation-tutorials.example.org',
  facebook: 'https://www.facebook.com/ConservationTutorialsAfrica',
  facebookfr: 'https://www.facebook.com/ConservationTutorialsAfriqueFR',
  youtube: 'https://www.youtube.com/@ConservationTutorialsAfrica',
  youtubefr: 'https://www.youtube.com/@ConservationTutorialsAfriqueFR',
  linkedin: 'https://www.linkedin.com/company/conservation-tutorials-africa',
  linkedinfr: 'https://www.linkedin.com/company/conservation-tutorials-afrique',
  instagram: 'https://www.instagram.com/conservationtutorialsafrica',
  instagramfr: 'https://www.instagram.com/conservationtutorialsafrique',
  wenaturalists: 'https://www.wenaturalists.com/conservation-tutorials-africa',
  twitter: 'https://x.com/ConsTutorialsAf',
};

// --- The pack ------------------------------------------------------------------------------------

/**
 * The sample pack. Dates are relative to `now` (default: the current time): presentations spread
 * over the last three years, events partly past and mostly upcoming. Same day in, same pack out.
 */
export function samplePack(now: Date = new Date()): ContentPack {
  const calendar = new Calendar(now);
  const series = buildSeries();
  const seriesById = new Map(series.map((item) => [item.id, item]));
  const { projects, subProjects, subThemes } = buildProjects(calendar);
  return {
    contact: { ...CONTACT },
    collections: {
      'advisory-council': buildCouncil(),
      articles: buildArticles(calendar),
      categories: buildCategories(),
      collaborators: buildPartners('collaborator', COLLABORATORS),
      collections: buildCollections(calendar),
      events: buildEvents(calendar),
      faqs: buildFaqs(),
      'faq-categories': FAQ_CATEGORIES.map((category) => ({ ...category })),
      'fun-facts': FUN_FACTS.map(([en, fr], index) => ({
        id: `fun-fact-${index + 1}`,
        text: text(en, fr),
        image: mediaPath(`fun-fact-${index + 1}`),
      })),
      patrons: buildPartners('patron', PATRONS),
      presentations: presentationSeeds.map((seed, index) => buildPresentation(seed, index, calendar, seriesById)),
      presenters: buildPresenters(calendar),
      projects,
      'sub-projects': subProjects,
      'sub-themes': subThemes,
      series,
      tags: buildTags(),
    },
  };
}
