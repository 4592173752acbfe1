// Timed transcripts of the sample pack (decision 0026): the lines of a few talks with the second
// each starts at, per language; sample-pack.ts turns them into `{ segments: [{ start, text }] }`.

/** Lines of one language: `[start in whole seconds, text]`, in the order they are spoken. */
export type SeedSegments = [start: number, text: string][];

export interface TimedTranscriptSeed {
  en: SeedSegments;
  fr?: SeedSegments;
}

/*
 * By presentation slug. rhino-poaching-on-the-front-line has a separately recorded French video
 * (every fifth presentation has one), so its French lines start at other times; the others share
 * one video in both languages. reading-a-landscape has no French at all (combined mode shows its
 * English lines). A few other talks keep a plain-text transcript.
 */
export const timedTranscriptSeeds: Record<string, TimedTranscriptSeed> = {
  'rhino-poaching-on-the-front-line': {
    en: [
      [
        0,
        'Good evening. I have worked as a ranger in the Lowveld for nineteen years, and for most of them rhino poaching has shaped every shift we work.',
      ],
      [
        95,
        "The first thing we teach new rangers is to read the ground. A poacher's track tells you how many people there are, how heavy their packs are and whether they are in a hurry.",
      ],
      [
        312,
        'Tracks are only half of it. Most arrests start with information from the communities around the reserve, from people who trust us enough to call.',
      ],
      [
        604,
        'Syndicates work like businesses. The men who carry the rifle are paid the least and caught the most; the buyers rarely see the bush at all.',
      ],
      [
        905,
        'We changed our patrols when we saw the pattern: most incursions happened in the week around the full moon, on the boundary nearest the main road.',
      ],
      [
        1290,
        'Dehorning buys time, it does not end poaching. A dehorned rhino still has a stump worth killing for, so the horn has to be trimmed again every eighteen months.',
      ],
      [
        1780,
        'What has worked best for us is joint operations with the police: one radio network, one incident log, and a prosecutor who visits the scene.',
      ],
      [
        2310,
        'If you remember one thing tonight, let it be this: rangers protect rhinos, but communities protect rangers. Thank you.',
      ],
    ],
    fr: [
      [
        0,
        'Bonsoir. Je suis ranger dans le Lowveld depuis dix-neuf ans, et pendant presque toutes ces années, le braconnage des rhinocéros a rythmé chacune de nos patrouilles.',
      ],
      [
        102,
        'La première chose que l’on apprend aux nouveaux rangers, c’est à lire le sol. La trace d’un braconnier dit combien ils sont, le poids de leurs sacs et s’ils sont pressés.',
      ],
      [
        330,
        'Les traces ne sont que la moitié du travail. La plupart des arrestations commencent par des informations venues des communautés voisines de la réserve, de personnes qui nous font assez confiance pour appeler.',
      ],
      [
        641,
        'Les réseaux fonctionnent comme des entreprises. Ceux qui portent le fusil sont les moins payés et les plus souvent arrêtés ; les acheteurs ne mettent presque jamais les pieds dans la brousse.',
      ],
      [
        958,
        'Nous avons modifié nos patrouilles quand le schéma est apparu : la plupart des intrusions avaient lieu la semaine de la pleine lune, sur la limite la plus proche de la route principale.',
      ],
      [
        1355,
        'L’écornage fait gagner du temps, il ne met pas fin au braconnage. Un rhinocéros écorné garde une base de corne qui vaut encore qu’on le tue : il faut la recouper tous les dix-huit mois.',
      ],
      [
        1862,
        'Ce qui a le mieux marché pour nous, ce sont les opérations conjointes avec la police : un seul réseau radio, un seul registre des incidents et un procureur qui se rend sur les lieux.',
      ],
      [
        2402,
        'Si vous ne retenez qu’une chose ce soir, retenez celle-ci : les rangers protègent les rhinocéros, mais ce sont les communautés qui protègent les rangers. Merci.',
      ],
    ],
  },

  'why-fynbos-needs-fire': {
    en: [
      [
        0,
        'Fynbos is a fire-driven system. Burn it too often and the slow-maturing proteas never set seed; protect it from fire for too long and it grows old and loses species.',
      ],
      [48, 'The question is never whether to burn, but when.'],
      [
        410,
        'Serotinous proteas keep their seeds in closed cones for years. Only the heat of a fire opens them, and the seedlings come up in the ash after the first winter rains.',
      ],
      [
        980,
        'As a rule of thumb we wait until half of a stand has flowered at least three times before we allow a burn. That usually means twelve to fifteen years.',
      ],
      [
        1650,
        'Summer and autumn fires are the natural ones. A winter burn looks tidy, but it kills the seedlings that an autumn fire would have let through.',
      ],
      [
        2400,
        'Invasive pines change everything: they carry more fuel, burn hotter, and the fynbos seed bank under them is lost within two fires.',
      ],
      [
        2950,
        'So plan burns with your neighbours, keep a record of every fire, and remember that fynbos that has not burned in forty years is not protected, it is dying.',
      ],
    ],
    fr: [
      [
        0,
        'Le fynbos est un système façonné par le feu. Brûlé trop souvent, les protéas à maturation lente ne produisent jamais de graines ; protégé trop longtemps, il vieillit et perd des espèces.',
      ],
      [48, 'La question n’est jamais de savoir s’il faut brûler, mais quand.'],
      [
        410,
        'Les protéas sérotineuses gardent leurs graines dans des cônes fermés pendant des années. Seule la chaleur d’un feu les ouvre, et les plantules sortent des cendres après les premières pluies d’hiver.',
      ],
      [
        980,
        'En règle générale, nous attendons que la moitié d’un peuplement ait fleuri au moins trois fois avant d’autoriser un brûlage. Cela représente souvent douze à quinze ans.',
      ],
      [
        1650,
        'Les feux d’été et d’automne sont les feux naturels. Un brûlage d’hiver paraît propre, mais il tue les plantules qu’un feu d’automne aurait épargnées.',
      ],
      [
        2400,
        'Les pins envahissants changent tout : ils apportent plus de combustible, brûlent plus fort, et la banque de graines du fynbos disparaît sous eux en deux incendies.',
      ],
      [
        2950,
        'Alors planifiez les brûlages avec vos voisins, notez chaque incendie, et souvenez-vous qu’un fynbos qui n’a pas brûlé depuis quarante ans n’est pas protégé : il se meurt.',
      ],
    ],
  },

  'community-conservancies-in-namibia': {
    en: [
      [0, 'In 1996 Namibia gave communal-area residents the right to benefit from wildlife.'],
      [
        140,
        'Today conservancies cover a large part of the country. But income is uneven, and drought tests every agreement we have made.',
      ],
      [
        620,
        'A conservancy is a registered area with a committee, a constitution and agreed boundaries. Its members decide how wildlife income is shared: cash, meat, jobs or a new water point.',
      ],
      [
        1240,
        'Trophy hunting and tourism lodges bring most of the money. When the lodges closed in 2020, many conservancies lost their income in a single month.',
      ],
      [
        1890,
        'Community game guards are the backbone of the system. Every year they count wildlife in the event book, and those counts set the hunting quotas.',
      ],
      [
        2600,
        'Lions and elephants cost farmers more than they earn them. Without quick compensation for lost cattle, support for the conservancy falls away.',
      ],
      [
        3180,
        'The model is not finished. It works where members see the benefits, and it fails where the committee keeps them.',
      ],
    ],
    fr: [
      [0, 'En 1996, la Namibie a donné aux habitants des terres communales le droit de tirer profit de la faune.'],
      [
        140,
        'Aujourd’hui, les conservancies couvrent une grande partie du pays. Mais les revenus sont inégaux et la sécheresse met chaque accord à l’épreuve.',
      ],
      [
        620,
        'Une conservancy est une zone enregistrée, avec un comité, des statuts et des limites reconnues. Ses membres décident du partage des revenus de la faune : argent, viande, emplois ou nouveau point d’eau.',
      ],
      [
        1240,
        'La chasse aux trophées et les lodges touristiques apportent l’essentiel de l’argent. Quand les lodges ont fermé en 2020, beaucoup de conservancies ont perdu leurs revenus en un mois.',
      ],
      [
        1890,
        'Les gardes communautaires sont la colonne vertébrale du système. Chaque année, ils recensent la faune dans le carnet des événements, et ces comptages fixent les quotas de chasse.',
      ],
      [
        2600,
        'Les lions et les éléphants coûtent plus aux éleveurs qu’ils ne leur rapportent. Sans indemnisation rapide du bétail perdu, le soutien à la conservancy s’effondre.',
      ],
      [
        3180,
        'Le modèle n’est pas achevé. Il fonctionne là où les membres voient les bénéfices, et il échoue là où le comité les garde pour lui.',
      ],
    ],
  },

  'reading-a-landscape': {
    en: [
      [
        0,
        'Before we talk about species, look at the shape of the land. Water, soil and fire have written most of what you see here.',
      ],
      [
        75,
        'Start at the highest point you can reach and find the drainage lines first: where water runs in the wet season, the vegetation changes within a few metres.',
      ],
      [
        390,
        'Termite mounds are islands of richer soil. Count the trees growing on them and you learn how old the mounds are, and what the grass between them lacks.',
      ],
      [
        760,
        'Fire scars tell you the season of the last burn. Blackened stems with green shoots at the base mean an early burn; bare white ash means a hot one late in the dry season.',
      ],
      [
        1120,
        'Game paths follow the contours and meet at water. Walk one for ten minutes and you will know more about the area than after a day on the road.',
      ],
      [1440, 'Write down what you read before you open a map. Then compare: the map is older than the land.'],
    ],
  },
};
