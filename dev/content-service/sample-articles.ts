// Seed rows of the sample pack's articles (English and French texts); sample-pack.ts turns them into items.
import type { CategoryId, SeedText } from './sample-presentations';

export interface ArticleSeed {
  slug: string;
  title: SeedText;
  summary: SeedText;
  /** Paragraphs in English and, usually, French; joined with a blank line into `body`. */
  paragraphs: { en: string[]; fr?: string[] };
  author: string;
  categoryIds: CategoryId[];
  tagIds: string[];
  daysAgo: number;
  featured?: boolean;
}

/* Articles without French (English fallback in `combined` mode): article-11, article-15. */
export const articleSeeds: ArticleSeed[] = [
  {
    slug: 'ten-years-of-rhino-protection',
    title: {
      en: 'Ten Years of Rhino Protection: What Changed',
      fr: 'Dix ans de protection des rhinocéros : ce qui a changé',
    },
    summary: {
      en: 'A head of ranger training looks back at a decade of anti-poaching work in the Lowveld.',
      fr: 'Une responsable de la formation des rangers revient sur dix ans de lutte anti-braconnage dans le Lowveld.',
    },
    paragraphs: {
      en: [
        'When I started, a patrol meant two rangers, a radio and a notebook. Poaching incidents were written up days later, if at all, and nobody could see patterns across the reserve.',
        'Today every sighting, carcass and fence break is logged on the spot. The technology helped, but the real change was in how we share information with neighbouring reserves and with the police.',
        'The hardest lesson was that poaching is a people problem. The syndicates recruit in villages where jobs are scarce, so our community work matters as much as our patrols.',
        'Rhino numbers in our area are stable for the first time in years. Stable is not safe, but it is a start.',
      ],
      fr: [
        'Quand j’ai commencé, une patrouille, c’était deux rangers, une radio et un carnet. Les incidents étaient consignés des jours plus tard, quand ils l’étaient, et personne ne voyait de tendances à l’échelle de la réserve.',
        'Aujourd’hui, chaque observation, carcasse ou brèche dans une clôture est enregistrée sur place. La technologie a aidé, mais le vrai changement tient à la façon dont nous partageons l’information avec les réserves voisines et la police.',
        'La leçon la plus dure : le braconnage est une affaire humaine. Les réseaux recrutent dans des villages où le travail manque, si bien que notre travail avec les communautés compte autant que nos patrouilles.',
        'Pour la première fois depuis des années, le nombre de rhinocéros est stable dans notre secteur. Stable ne veut pas dire hors de danger, mais c’est un début.',
      ],
    },
    author: 'Thandiwe Mokoena',
    categoryIds: ['wildlife-security-technology', 'biodiversity-conservation'],
    tagIds: ['rhino', 'poaching', 'rangers'],
    daysAgo: 21,
    featured: true,
  },
  {
    slug: 'living-with-elephants-notes-from-tsavo',
    title: { en: 'Living With Elephants: Notes From Tsavo', fr: 'Vivre avec les éléphants : carnet de Tsavo' },
    summary: {
      en: 'Crop raids, night watches and a text-message alert system on the edge of a national park.',
      fr: 'Incursions dans les champs, veilles de nuit et alertes par SMS en bordure d’un parc national.',
    },
    paragraphs: {
      en: [
        'In the dry season the elephants come at night, usually between midnight and four. A family group can clear a field of maize in an hour, and with it a year of school fees.',
        'Our early-warning network is simple: collared elephants, a virtual fence and a text message to the farmers nearest the crossing point. Families then light fires and make noise before the herd arrives.',
        'It does not stop every raid, but it has changed the mood. Farmers feel that someone is on their side, and retaliation against elephants has dropped.',
      ],
      fr: [
        'À la saison sèche, les éléphants viennent la nuit, le plus souvent entre minuit et quatre heures. Un groupe familial peut raser un champ de maïs en une heure, et avec lui une année de frais de scolarité.',
        'Notre réseau d’alerte est simple : des éléphants équipés de colliers, une clôture virtuelle et un SMS aux agriculteurs les plus proches du point de passage. Les familles allument alors des feux et font du bruit avant l’arrivée du troupeau.',
        'Cela n’empêche pas toutes les incursions, mais l’état d’esprit a changé. Les agriculteurs sentent qu’on est de leur côté, et les représailles contre les éléphants ont diminué.',
      ],
    },
    author: 'Joseph Lekishon',
    categoryIds: ['human-wildlife-co-existence'],
    tagIds: ['elephant', 'community-conservancies'],
    daysAgo: 48,
    featured: true,
  },
  {
    slug: 'after-the-fire-a-fynbos-recovery-diary',
    title: { en: 'After the Fire: a Fynbos Recovery Diary', fr: 'Après le feu : journal de la renaissance du fynbos' },
    summary: {
      en: 'Twelve months on a burnt mountainside above Cape Town, from ash to flowering.',
      fr: 'Douze mois sur un versant brûlé au-dessus du Cap, des cendres à la floraison.',
    },
    paragraphs: {
      en: [
        'Week one: the slope is black and silent. Under the ash, seeds that have waited fifteen years are already responding to the smoke.',
        'Month three: fire lilies and orchids appear first, some of them species that flower only after a fire. Sugarbirds are absent; there are no proteas in flower yet.',
        'Month twelve: the slope is green and knee-high, with thousands of protea seedlings. If the next fire comes before they set seed, this population will be lost, which is why fire intervals matter so much.',
      ],
      fr: [
        'Première semaine : le versant est noir et silencieux. Sous la cendre, des graines qui attendent depuis quinze ans réagissent déjà à la fumée.',
        'Troisième mois : les lis de feu et les orchidées apparaissent en premier, dont certaines espèces qui ne fleurissent qu’après un incendie. Les souimangas sont absents ; aucun protéa n’est encore en fleur.',
        'Douzième mois : le versant est vert et arrive aux genoux, avec des milliers de jeunes protéas. Si le prochain feu survient avant qu’ils ne produisent des graines, cette population disparaîtra : d’où l’importance des intervalles entre incendies.',
      ],
    },
    author: 'Lindiwe Dlamini',
    categoryIds: ['biodiversity-conservation', 'earth-systems'],
    tagIds: ['fire-ecology'],
    daysAgo: 95,
  },
  {
    slug: 'the-okavango-is-not-a-lake',
    title: { en: 'The Okavango Is Not a Lake', fr: 'L’Okavango n’est pas un lac' },
    summary: {
      en: 'Why a delta that floods in the dry season is one of the most surprising hydrological systems on Earth.',
      fr: 'Pourquoi un delta qui se remplit en saison sèche est l’un des systèmes hydrologiques les plus étonnants de la planète.',
    },
    paragraphs: {
      en: [
        'Visitors often imagine a lake. In reality the Okavango is a fan of channels, islands and seasonal floodplains that changes shape every year.',
        'The flood arrives from Angola months after the rains, so the delta is wettest in the middle of the Botswana dry season. Wildlife concentrates exactly when the surrounding Kalahari is driest.',
        'Almost all of the water that enters the delta evaporates or is used by plants. Small changes upstream, such as dams or irrigation, could therefore have large effects downstream.',
        'Protecting the delta means working with three countries and a whole river basin, not only with the park.',
      ],
      fr: [
        'Les visiteurs imaginent souvent un lac. En réalité, l’Okavango est un éventail de chenaux, d’îles et de plaines inondables saisonnières dont la forme change chaque année.',
        'La crue arrive d’Angola des mois après les pluies : le delta est donc au plus haut en pleine saison sèche au Botswana. La faune se concentre précisément quand le Kalahari voisin est le plus aride.',
        'Presque toute l’eau qui entre dans le delta s’évapore ou est utilisée par les plantes. De petits changements en amont, comme des barrages ou l’irrigation, pourraient donc avoir de grands effets en aval.',
        'Protéger le delta, c’est travailler avec trois pays et tout un bassin versant, pas seulement avec le parc.',
      ],
    },
    author: 'Boitumelo Kgosi',
    categoryIds: ['earth-systems', 'biodiversity-conservation'],
    tagIds: ['wetlands', 'water'],
    daysAgo: 140,
  },
  {
    slug: 'what-a-conservancy-meeting-taught-me',
    title: { en: 'What a Conservancy Meeting Taught Me', fr: 'Ce qu’une réunion de conservancy m’a appris' },
    summary: {
      en: 'Six hours under a camelthorn tree, and a lesson about who really decides in community conservation.',
      fr: 'Six heures sous un acacia, et une leçon sur ceux qui décident vraiment dans la conservation communautaire.',
    },
    paragraphs: {
      en: [
        'The agenda had four items. We discussed the first one for six hours, and nobody thought that was a problem except me.',
        'The question was how to share tourism income between households that lost livestock to lions and households that did not. Every family had to be heard before anyone would agree.',
        'I learned that legitimacy is slow to build and quick to lose. The conservancy works because people trust the process, not because the outside partners designed it well.',
      ],
      fr: [
        'L’ordre du jour comptait quatre points. Nous avons débattu du premier pendant six heures, et personne n’y voyait de problème, sauf moi.',
        'Il s’agissait de répartir les revenus du tourisme entre les ménages qui avaient perdu du bétail à cause des lions et les autres. Chaque famille devait être entendue avant qu’un accord soit possible.',
        'J’ai appris que la légitimité se construit lentement et se perd vite. La conservancy fonctionne parce que les gens font confiance au processus, pas parce que les partenaires extérieurs l’ont bien conçu.',
      ],
    },
    author: 'Ndapewa Shikongo',
    categoryIds: ['social-ecology', 'human-wildlife-co-existence'],
    tagIds: ['community-conservancies'],
    daysAgo: 210,
  },
  {
    slug: 'grass-is-a-crop-lessons-from-the-karoo',
    title: { en: 'Grass Is a Crop: Lessons From the Karoo', fr: 'L’herbe est une culture : leçons du Karoo' },
    summary: {
      en: 'A sheep farmer explains why he now thinks of his veld as the thing he is really farming.',
      fr: 'Un éleveur de moutons explique pourquoi il considère désormais son veld comme sa véritable culture.',
    },
    paragraphs: {
      en: [
        'For years I measured success in lambs per ewe. Now the first number I look at is how much of the ground is covered by living plants.',
        'Planned grazing means moving the flock often and giving each camp a long rest. It is more work, and it needs herders who understand the veld.',
        'After a decade, the farm carries the same number of sheep through droughts that used to force us to sell. The soil holds water longer, and the springs run later into the dry season.',
        'I do not claim it works everywhere. But I would not go back.',
      ],
      fr: [
        'Pendant des années, j’ai mesuré la réussite en agneaux par brebis. Aujourd’hui, le premier chiffre que je regarde, c’est la part du sol couverte de plantes vivantes.',
        'Le pâturage planifié consiste à déplacer souvent le troupeau et à laisser chaque parcelle se reposer longtemps. C’est plus de travail, et il faut des bergers qui connaissent le veld.',
        'Après dix ans, la ferme garde le même nombre de moutons pendant des sécheresses qui nous obligeaient autrefois à vendre. Le sol retient l’eau plus longtemps et les sources coulent plus tard dans la saison sèche.',
        'Je ne prétends pas que cela marche partout. Mais je ne reviendrais pas en arrière.',
      ],
    },
    author: 'Sipho Nkosi',
    categoryIds: ['conservation-regenerative-agriculture'],
    tagIds: ['grazing'],
    daysAgo: 260,
  },
  {
    slug: 'octopus-closures-and-the-power-of-fishers',
    title: {
      en: 'Octopus Closures and the Power of Fishers',
      fr: 'Fermetures de la pêche au poulpe : le pouvoir des pêcheurs',
    },
    summary: {
      en: 'Short, community-run fishing closures are rebuilding reefs along the Mozambican coast.',
      fr: 'De courtes fermetures de pêche gérées par les communautés restaurent les récifs de la côte mozambicaine.',
    },
    paragraphs: {
      en: [
        'Octopus grow fast. Close a patch of reef for three months and the catch on reopening day can be several times larger than before.',
        'Because the benefit is quick and visible, fishers are willing to try it. Many villages have gone on to create permanent no-take zones of their own.',
        'The model works best when the community sets the rules and enforces them. Our role is to help with monitoring and to keep the data honest.',
      ],
      fr: [
        'Le poulpe grandit vite. Fermez une portion de récif pendant trois mois, et la prise le jour de la réouverture peut être plusieurs fois supérieure à la précédente.',
        'Comme le bénéfice est rapide et visible, les pêcheurs acceptent d’essayer. Beaucoup de villages ont ensuite créé leurs propres zones permanentes de non-prélèvement.',
        'Le modèle fonctionne mieux quand la communauté fixe et fait respecter les règles. Notre rôle est d’aider au suivi et de garantir l’honnêteté des données.',
      ],
    },
    author: 'Célia Macuácua',
    categoryIds: ['social-ecology', 'biodiversity-conservation'],
    tagIds: ['marine', 'community-conservancies'],
    daysAgo: 330,
  },
  {
    slug: 'five-skills-every-field-volunteer-needs',
    title: {
      en: 'Five Skills Every Field Volunteer Needs',
      fr: 'Cinq compétences indispensables au bénévole de terrain',
    },
    summary: {
      en: 'From reading a map to writing a useful field note: the basics that make volunteers valuable.',
      fr: 'De la lecture d’une carte à la rédaction d’une note de terrain utile : les bases qui rendent un bénévole précieux.',
    },
    paragraphs: {
      en: [
        'First, navigation: a GPS is useful, but a paper map and a compass never run out of battery. Second, first aid, because help can be hours away.',
        'Third, patience. Most fieldwork is waiting, checking and re-checking. Fourth, the discipline to record exactly what you saw, and not what you expected to see.',
        'Fifth, respect for the people who live there. You are a guest in someone else’s landscape, and good relationships outlast any single project.',
      ],
      fr: [
        'D’abord l’orientation : un GPS est utile, mais une carte papier et une boussole ne tombent jamais en panne de batterie. Ensuite les premiers secours, car l’aide peut être à des heures de route.',
        'Troisièmement, la patience. L’essentiel du travail de terrain consiste à attendre, vérifier et revérifier. Quatrièmement, la rigueur de noter exactement ce que vous avez vu, et non ce que vous vous attendiez à voir.',
        'Cinquièmement, le respect des personnes qui vivent sur place. Vous êtes invité dans le paysage de quelqu’un d’autre, et de bonnes relations survivent à tous les projets.',
      ],
    },
    author: 'Tendai Moyo',
    categoryIds: ['conservation-skills', 'conservation-for-non-conservation-students'],
    tagIds: ['citizen-science', 'careers'],
    daysAgo: 380,
  },
  {
    slug: 'leadership-is-a-daily-practice',
    title: { en: 'Leadership Is a Daily Practice', fr: 'Le leadership se pratique au quotidien' },
    summary: {
      en: 'Small habits that build trust in conservation teams, from Dakar to the Drakensberg.',
      fr: 'De petites habitudes qui créent la confiance dans les équipes de conservation, de Dakar au Drakensberg.',
    },
    paragraphs: {
      en: [
        'Leadership in conservation is rarely about big speeches. It is about the radio call you return, the promise you keep and the credit you share.',
        'The best field managers I know ask more questions than they answer. They know that the tracker or the fisher often understands the situation better than the person with the title.',
        'Start small: one honest conversation a day. Over a year, that is how a team culture changes.',
      ],
      fr: [
        'Dans la conservation, le leadership tient rarement aux grands discours. Il tient à l’appel radio auquel on répond, à la promesse tenue et au mérite partagé.',
        'Les meilleurs responsables de terrain que je connais posent plus de questions qu’ils ne donnent de réponses. Ils savent que le pisteur ou le pêcheur comprend souvent mieux la situation que la personne qui porte le titre.',
        'Commencez petit : une conversation franche par jour. En un an, c’est ainsi que change la culture d’une équipe.',
      ],
    },
    author: 'Aïssatou Ndiaye',
    categoryIds: ['leadership'],
    tagIds: ['careers'],
    daysAgo: 450,
  },
  {
    slug: 'sensors-data-and-the-rangers-judgement',
    title: { en: "Sensors, Data and the Ranger's Judgement", fr: 'Capteurs, données et jugement du ranger' },
    summary: {
      en: 'Technology can extend what a ranger sees. It cannot replace what a ranger knows.',
      fr: 'La technologie peut étendre ce que voit un ranger. Elle ne remplace pas ce qu’il sait.',
    },
    paragraphs: {
      en: [
        'Camera traps, acoustic sensors and radar can now cover areas that no foot patrol could. The result is often more alerts than a control room can handle.',
        'The systems that work are designed with rangers, not for them. They filter noise, explain why an alert fired and leave the final decision to people on the ground.',
        'Before buying equipment, ask who will maintain it, who will watch the screens at three in the morning and what happens when the network goes down.',
        'Good technology makes good rangers better. It does not make up for too few of them.',
      ],
      fr: [
        'Pièges photographiques, capteurs acoustiques et radars couvrent aujourd’hui des zones qu’aucune patrouille à pied ne pourrait couvrir. Résultat : souvent plus d’alertes qu’une salle de contrôle ne peut en traiter.',
        'Les systèmes qui fonctionnent sont conçus avec les rangers, et non pour eux. Ils filtrent le bruit, expliquent pourquoi une alerte s’est déclenchée et laissent la décision finale aux équipes sur le terrain.',
        'Avant d’acheter du matériel, demandez qui l’entretiendra, qui surveillera les écrans à trois heures du matin et ce qui se passe quand le réseau tombe.',
        'Une bonne technologie rend meilleurs les bons rangers. Elle ne compense pas leur manque d’effectifs.',
      ],
    },
    author: 'Kwame Asante',
    categoryIds: ['wildlife-security-technology'],
    tagIds: ['drones-and-sensors', 'rangers'],
    daysAgo: 520,
  },
  {
    slug: 'why-hyenas-deserve-better-press',
    title: { en: 'Why Hyenas Deserve Better Press' },
    summary: { en: 'Skilled hunters, devoted mothers and the clean-up crew of the savanna.' },
    paragraphs: {
      en: [
        'Spotted hyenas hunt most of what they eat. The image of the cowardly scavenger owes more to films than to field data.',
        'Their clans are led by females, and cubs depend on their mothers for longer than almost any other carnivore. Their social lives are as complex as those of many primates.',
        'Around towns, hyenas also remove carcasses and waste that would otherwise spread disease. Learning to live with them starts with knowing them better.',
      ],
    },
    author: 'Tendai Moyo',
    categoryIds: ['human-wildlife-co-existence', 'biodiversity-conservation'],
    tagIds: ['large-carnivores'],
    daysAgo: 600,
  },
  {
    slug: 'reading-the-sahels-changing-rains',
    title: { en: "Reading the Sahel's Changing Rains", fr: 'Lire les pluies changeantes du Sahel' },
    summary: {
      en: 'Rainfall in the Sahel has partly recovered since the great droughts, but it now falls differently.',
      fr: 'Les pluies du Sahel se sont en partie rétablies depuis les grandes sécheresses, mais elles tombent désormais autrement.',
    },
    paragraphs: {
      en: [
        'The droughts of the 1970s and 1980s shaped a generation. Since then, total rainfall has partly recovered in many places.',
        'But the rain comes in fewer, heavier storms, with longer dry spells in between. For farmers and for wildlife, the timing matters as much as the total.',
        'Climate records, satellite data and the knowledge of herders together give the clearest picture. None of them is enough on its own.',
      ],
      fr: [
        'Les sécheresses des années 1970 et 1980 ont marqué une génération. Depuis, le cumul des pluies s’est en partie rétabli dans de nombreuses régions.',
        'Mais la pluie tombe lors d’orages moins nombreux et plus violents, séparés par de longues périodes sèches. Pour les agriculteurs comme pour la faune, le calendrier compte autant que le cumul.',
        'Les relevés climatiques, les données satellitaires et le savoir des éleveurs donnent ensemble l’image la plus claire. Aucune de ces sources ne suffit seule.',
      ],
    },
    author: 'Fatoumata Traoré',
    categoryIds: ['earth-systems', 'conservation-for-non-conservation-students'],
    tagIds: ['climate-change', 'water'],
    daysAgo: 700,
  },
  {
    slug: 'gorillas-permits-and-village-schools',
    title: { en: 'Gorillas, Permits and Village Schools', fr: 'Gorilles, permis et écoles de village' },
    summary: {
      en: 'How tourism revenue sharing around Volcanoes National Park reaches the families next to the forest.',
      fr: 'Comment le partage des revenus du tourisme autour du parc national des Volcans profite aux familles voisines de la forêt.',
    },
    paragraphs: {
      en: [
        'Every gorilla permit sold contributes to a fund for the communities around the park. Over the years it has paid for classrooms, water tanks and health posts.',
        'The money matters, but so does the decision-making. Villages choose their own projects, which makes the link between gorillas and everyday life visible.',
        'Challenges remain: benefits are not spread evenly, and young people need jobs as well as schools. Revenue sharing is a foundation, not a finished house.',
      ],
      fr: [
        'Chaque permis de visite des gorilles vendu alimente un fonds destiné aux communautés riveraines du parc. Au fil des ans, il a financé des salles de classe, des citernes et des postes de santé.',
        'L’argent compte, mais la prise de décision aussi. Les villages choisissent eux-mêmes leurs projets, ce qui rend visible le lien entre les gorilles et la vie quotidienne.',
        'Des défis demeurent : les bénéfices sont inégalement répartis et les jeunes ont besoin d’emplois autant que d’écoles. Le partage des revenus est une fondation, pas une maison achevée.',
      ],
    },
    author: 'Jean-Baptiste Mugisha',
    categoryIds: ['social-ecology', 'leadership'],
    tagIds: ['community-conservancies'],
    daysAgo: 780,
  },
  {
    slug: 'a-beginners-guide-to-conservation-jargon',
    title: { en: "A Beginner's Guide to Conservation Jargon", fr: 'Petit guide du jargon de la conservation' },
    summary: {
      en: 'Endemic, keystone, corridor, buffer zone: the words you will hear in every tutorial, explained.',
      fr: 'Endémique, espèce clé de voûte, corridor, zone tampon : les mots de tous les tutoriels, expliqués.',
    },
    paragraphs: {
      en: [
        'An endemic species lives in one place and nowhere else. A keystone species has an effect on its ecosystem far larger than its numbers suggest, like elephants opening up woodland.',
        'A corridor is a strip of habitat that lets animals move between protected areas. A buffer zone surrounds a protected area and allows some human use while softening the edge.',
        'Ecosystem services are the benefits people receive from nature, such as clean water or pollination. Knowing these words makes every tutorial easier to follow.',
      ],
      fr: [
        'Une espèce endémique ne vit qu’en un seul endroit. Une espèce clé de voûte a sur son écosystème un effet bien plus grand que ses effectifs ne le laissent penser, comme l’éléphant qui ouvre les boisements.',
        'Un corridor est une bande d’habitat qui permet aux animaux de circuler entre des aires protégées. Une zone tampon entoure une aire protégée et autorise certains usages humains tout en adoucissant la transition.',
        'Les services écosystémiques sont les bienfaits que les humains tirent de la nature, comme l’eau potable ou la pollinisation. Connaître ces mots rend chaque tutoriel plus facile à suivre.',
      ],
    },
    author: 'Editorial team',
    categoryIds: ['conservation-for-non-conservation-students'],
    tagIds: [],
    daysAgo: 860,
  },
  {
    slug: 'counting-birds-on-the-floodplain',
    title: { en: 'Counting Birds on the Floodplain' },
    summary: { en: 'A morning with volunteer counters on the edge of the Okavango Delta.' },
    paragraphs: {
      en: [
        'We start at first light, when the floodplain is loud with francolins and fish eagles. Each team walks a fixed route and records every bird seen or heard.',
        'Repeating the same routes every year is what makes the counts valuable. A single survey is a snapshot; twenty years of surveys show a trend.',
        'Several of our most reliable counters started as curious visitors. Anyone who can use binoculars and a notebook can contribute to real science.',
      ],
    },
    author: 'Boitumelo Kgosi',
    categoryIds: ['biodiversity-conservation', 'conservation-skills'],
    tagIds: ['birds', 'citizen-science', 'wetlands'],
    daysAgo: 940,
  },
];
