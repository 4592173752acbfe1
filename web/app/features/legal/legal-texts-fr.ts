/** Les documents juridiques en français (chargés seulement sur les pages juridiques en français). */
import { LEGAL_UPDATED, PRIVACY_POLICY_UPDATED, type LegalTexts } from './legal-types';

export const legalTexts: LegalTexts = {
  'privacy-policy': {
    // Visit statistics (section 5) added.
    updated: PRIVACY_POLICY_UPDATED,
    intro: [
      'Conservation Tutorials Africa (« nous ») gère ce site pour que les apprenants, les étudiants, les formateurs, les institutions et les présentateurs partagent les savoirs de la conservation dans toute l’Afrique. Cette politique explique quelles données personnelles nous conservons, pourquoi, qui nous aide à les traiter, combien de temps nous les gardons et quels choix s’offrent à vous.',
      'Nous ne conservons que les données personnelles dont le site a besoin. Nous ne vendons jamais de données personnelles et ne les utilisons pas à des fins publicitaires.',
    ],
    sections: [
      {
        id: 'who-we-are',
        heading: '1. Qui est responsable de vos données',
        paragraphs: [
          'Conservation Tutorials Africa est le responsable du traitement des données personnelles décrites ici (la « partie responsable » au sens de la loi sud-africaine sur la protection des informations personnelles, POPIA). Nos coordonnées figurent à la fin de cette page et sur la page de contact.',
        ],
      },
      {
        id: 'data-we-keep',
        heading: '2. Les données que nous conservons',
        paragraphs: ['Selon votre utilisation du site, nous conservons :'],
        items: [
          'Profil de compte : prénom, nom, adresse e-mail, numéros de portable et de téléphone, photo de profil et votre rôle (utilisateur, présentateur ou administrateur).',
          'Profil de présentateur, si vous vous inscrivez comme présentateur : titre, qualifications, pays, organisation, fonction dans votre organisation, court résumé, biographie, sujets et photo, qui sont publiés ; et un numéro de téléphone, conservé pour un usage administratif uniquement et jamais publié.',
          'Liste de vidéos et liste de lecture : les présentations et les articles que vous enregistrez dans votre compte.',
          'Demandes de mise en relation : lorsque vous demandez une mise en relation avec un présentateur, le présentateur, vos nom, adresse e-mail et numéro de téléphone, les coordonnées du présentateur, le statut de la demande et ses dates de création et de dernière mise à jour.',
          'Messages de contact : les nom, prénom, numéro de portable, adresse e-mail et message que vous envoyez avec le formulaire de contact.',
          'Lettre d’information : votre adresse e-mail ainsi que la date et l’heure auxquelles vous avez donné votre consentement.',
          'Données techniques : l’adresse de votre appareil et les requêtes de votre navigateur, conservées brièvement par notre hébergeur pour servir le site et le protéger contre les abus.',
        ],
      },
      {
        id: 'why',
        heading: '3. Pourquoi nous les utilisons',
        paragraphs: ['Nous utilisons vos données uniquement pour :'],
        items: [
          'gérer votre compte, conserver vos listes et afficher votre profil de présentateur (exécution de notre accord avec vous) ;',
          'faciliter les demandes de mise en relation que vous faites ou recevez (exécution de notre accord avec vous) ;',
          'répondre à vos messages et à vos demandes concernant vos données (notre intérêt légitime à vous aider et nos obligations légales) ;',
          'vous envoyer la lettre d’information demandée (votre consentement, que vous pouvez retirer à tout moment) ;',
          'assurer la sécurité du site, prévenir le spam et corriger les problèmes (notre intérêt légitime à offrir un service sûr) ;',
          'compter les pages lues et dans quelle langue, sans donnée personnelle (section 5), pour améliorer le site (notre intérêt légitime).',
        ],
      },
      {
        id: 'cookies',
        heading: '4. Cookies et stockage local',
        paragraphs: [
          'Nous n’utilisons que les cookies nécessaires au fonctionnement du site. Ils ne vous suivent pas sur d’autres sites et ne servent pas à la publicité :',
        ],
        items: [
          'i18n_redirected : mémorise la langue choisie (anglais, français ou combiné). Il dure 365 jours et n’est envoyé qu’à ce site (SameSite=Lax).',
          'Cookie de session : vous garde connecté après votre connexion. Il ne peut pas être lu par des scripts (HttpOnly) et il est supprimé lorsque vous vous déconnectez ou lorsqu’il expire.',
          'Le stockage local de votre navigateur conserve aussi quelques réglages techniques, comme un changement de langue en attente, votre état de connexion auprès de notre service d’authentification et une note qui aide le site à se rétablir après une mise à jour manquée.',
        ],
      },
      {
        id: 'statistics',
        heading: '5. Statistiques de visite',
        paragraphs: [
          'Pour savoir quelles pages sont lues et dans quelle langue, notre serveur compte les pages qu’il sert, sans cookie et sans rien enregistrer dans votre navigateur. Pour chaque page vue, il enregistre seulement : l’adresse de la page (sans ce qui suit un « ? »), le type de page, la langue du site (anglais, français ou combiné), le nom du site d’où vous venez si vous avez suivi un lien depuis un autre site (seulement son nom, comme www.example.org, jamais la page) et l’heure.',
          'Sur la page d’une présentation, il compte aussi la façon dont vous avez choisi de la suivre (lire la transcription, écouter l’audio, regarder la petite vidéo ou le lecteur habituel), en n’enregistrant que la présentation, la façon choisie, la langue du site et l’heure.',
          'Il n’enregistre jamais votre adresse IP, votre navigateur ou votre appareil, votre compte, un cookie ni aucun identifiant : une page vue ou un choix ne peut être relié ni à vous ni à vos autres visites. Les moteurs de recherche et autres robots ne sont pas comptés.',
          'Si votre navigateur envoie le signal « Do Not Track » ou « Global Privacy Control », rien n’est compté.',
          'Les chiffres sont conservés par notre hébergeur (Cloudflare Workers Analytics Engine) pendant trois mois ; seule notre équipe les consulte, en totaux par page et par langue, et par présentation et façon de la suivre.',
        ],
      },
      {
        id: 'third-parties',
        heading: '6. Qui nous aide',
        paragraphs: [
          'Certains prestataires traitent des données pour notre compte, dans le cadre de contrats qui les obligent à les protéger et à ne les utiliser que sur nos instructions : notre hébergeur et fournisseur de réseau (le site et son cache), notre fournisseur d’authentification et de base de données (comptes, profils, listes et demandes de mise en relation), notre service de gestion de contenu (présentations, articles et profils publiés) et un service de protection contre le spam (un captcha sur les formulaires).',
          'Les vidéos sont hébergées sur YouTube. Le lecteur n’est chargé que lorsque vous appuyez sur lecture, en mode de confidentialité renforcée ; à partir de ce moment, la politique de confidentialité de YouTube s’applique.',
          'Certains de ces prestataires stockent des données hors de votre pays, y compris hors d’Afrique et de l’Union européenne. Dans ce cas, nous nous appuyons sur des garanties reconnues par la loi, comme les clauses contractuelles types.',
        ],
      },
      {
        id: 'retention',
        heading: '7. Combien de temps nous les gardons',
        paragraphs: [],
        items: [
          'Compte, profil de présentateur, liste de vidéos et liste de lecture : tant que votre compte existe ; nous les supprimons dans les 30 jours suivant votre demande de clôture.',
          'Demandes de mise en relation : tant que les comptes concernés existent, et au plus trois ans après la dernière mise à jour.',
          'Messages de contact : jusqu’à 24 mois après notre dernière réponse.',
          'Lettre d’information : jusqu’à votre désabonnement ; nous conservons ensuite la trace de votre consentement et de son retrait pendant trois ans au plus, pour pouvoir montrer que nous avons respecté votre choix.',
          'Journaux techniques : quelques jours, sauf s’ils sont nécessaires à l’analyse d’une attaque.',
          'Statistiques de visite : trois mois.',
        ],
      },
      {
        id: 'security',
        heading: '8. Sécurité',
        paragraphs: [
          'Toutes les communications avec le site sont chiffrées (HTTPS). L’accès aux données personnelles est limité aux personnes qui en ont besoin pour faire fonctionner le service. Les adresses e-mail et numéros de téléphone des présentateurs ne sont jamais envoyés aux navigateurs des visiteurs.',
        ],
      },
      {
        id: 'your-rights',
        heading: '9. Vos droits',
        paragraphs: [
          'Vous pouvez nous demander une copie de vos données, leur rectification ou leur effacement, vous opposer à leur utilisation ou la faire limiter, les recevoir dans un format portable et retirer à tout moment votre consentement à la lettre d’information. La politique RGPD détaille ces droits. Vous pouvez aussi saisir l’autorité de protection des données de votre pays, par exemple l’Information Regulator en Afrique du Sud ou la CNIL en France.',
        ],
      },
      {
        id: 'children',
        heading: '10. Mineurs',
        paragraphs: [
          'Le site est ouvert aux apprenants de tout âge, mais les comptes sont destinés aux personnes de 18 ans ou plus. Les plus jeunes doivent obtenir l’accord d’un parent ou d’un tuteur avant de créer un compte.',
        ],
      },
      {
        id: 'changes',
        heading: '11. Modifications de cette politique',
        paragraphs: [
          'Nous mettrons cette page à jour lorsque nos pratiques évolueront et indiquerons en haut la date de la dernière modification. Si une modification touche l’usage de données que vous nous avez déjà confiées, nous vous en informerons par e-mail ou sur le site avant son entrée en vigueur.',
        ],
      },
    ],
  },
  'gdpr-policy': {
    updated: LEGAL_UPDATED,
    intro: [
      'Beaucoup de nos apprenants, présentateurs et partenaires vivent en Afrique ; certains vivent dans l’Union européenne ou travaillent avec des institutions européennes. Nous appliquons à tous les mêmes protections : celles du Règlement général sur la protection des données de l’UE (RGPD), de la loi sud-africaine sur la protection des informations personnelles (POPIA) et des autres lois sur la protection des données qui s’appliquent à nous.',
      'Cette page explique vos droits et comment les exercer. La politique de confidentialité détaille les données que nous conservons et pourquoi.',
    ],
    sections: [
      {
        id: 'principles',
        heading: '1. Nos principes',
        paragraphs: ['Nous traitons les données personnelles de manière licite, loyale et transparente, et nous :'],
        items: [
          'ne les collectons que pour les finalités indiquées dans la politique de confidentialité ;',
          'ne gardons que ce dont ces finalités ont besoin, et veillons à leur exactitude ;',
          'les supprimons lorsque nous n’en avons plus besoin ;',
          'les protégeons contre la perte et l’accès non autorisé ;',
          'sommes en mesure de démontrer le respect de ces règles.',
        ],
      },
      {
        id: 'legal-bases',
        heading: '2. Bases légales',
        paragraphs: [
          'Nous nous fondons sur l’exécution de notre accord avec vous pour votre compte, vos listes, votre profil de présentateur et les demandes de mise en relation ; sur votre consentement pour la lettre d’information ; sur nos intérêts légitimes pour répondre aux messages et sécuriser le site ; et sur nos obligations légales lorsque la loi nous impose de conserver ou de communiquer des données. Au sens de la POPIA, ces bases correspondent aux conditions de traitement licite de la section 11.',
        ],
      },
      {
        id: 'rights',
        heading: '3. Vos droits',
        paragraphs: ['Vous avez le droit :'],
        items: [
          'd’accès : recevoir une copie des données personnelles que nous détenons sur vous ;',
          'de rectification : faire corriger des données inexactes ou incomplètes. Vous pouvez modifier vous-même la plupart de votre profil dans votre compte ;',
          'à l’effacement : faire supprimer vos données lorsqu’elles ne sont plus nécessaires ou lorsque vous retirez votre consentement ;',
          'à la limitation : nous demander de suspendre l’utilisation de vos données le temps de régler une question les concernant ;',
          'à la portabilité : recevoir les données que vous nous avez fournies dans un format structuré et lisible par machine ;',
          'd’opposition : vous opposer aux traitements fondés sur nos intérêts légitimes, et à la prospection à tout moment ;',
          'de retirer votre consentement : vous désabonner de la lettre d’information à tout moment, sans effet sur ce qui a été fait auparavant ;',
          'de réclamation : saisir une autorité de contrôle, comme l’autorité de protection des données de votre pays de l’UE (la CNIL en France) ou l’Information Regulator en Afrique du Sud.',
        ],
      },
      {
        id: 'how-to-ask',
        heading: '4. Comment faire une demande',
        paragraphs: [
          'Écrivez-nous depuis la page de contact ou par e-mail (les adresses figurent à la fin de cette page) en précisant le droit que vous souhaitez exercer. Nous pouvons vous demander de confirmer votre identité avant d’agir, afin de ne jamais communiquer vos données à quelqu’un d’autre.',
          'Nous répondons dans un délai d’un mois. Si une demande est complexe, ce délai peut être prolongé de deux mois au plus, et nous vous en expliquerons la raison. Les demandes sont gratuites, sauf si elles sont manifestement infondées ou excessives.',
        ],
      },
      {
        id: 'transfers',
        heading: '5. Transferts internationaux',
        paragraphs: [
          'Certains de nos prestataires stockent des données hors du pays où vous vivez. Nous faisons appel à des prestataires qui offrent les garanties exigées par le RGPD et la POPIA, comme les clauses contractuelles types ou les règles d’entreprise contraignantes.',
        ],
      },
      {
        id: 'breaches',
        heading: '6. Violations de données',
        paragraphs: [
          'Si un incident de sécurité met vos données en danger, nous en informerons l’autorité compétente et, lorsque le risque pour vous est élevé, nous vous préviendrons dans les meilleurs délais en vous indiquant comment vous protéger.',
        ],
      },
      {
        id: 'information-officer',
        heading: '7. Responsable de l’information',
        paragraphs: [
          'Notre responsable de l’information (information officer) veille à la protection des données personnelles et traite vos demandes. Vous pouvez le joindre grâce aux coordonnées ci-dessous.',
        ],
      },
    ],
  },
  'terms-and-conditions': {
    updated: LEGAL_UPDATED,
    intro: [
      'Ces conditions s’appliquent à toute personne qui utilise Conservation Tutorials Africa. En utilisant le site, et notamment en créant un compte, vous les acceptez ainsi que notre politique de confidentialité. Si vous ne les acceptez pas, veuillez ne pas utiliser le site.',
    ],
    sections: [
      {
        id: 'service',
        heading: '1. Le service',
        paragraphs: [
          'Nous proposons gratuitement des présentations vidéo, des événements et des articles sur la conservation, en anglais et en français. Tout le monde peut les consulter ; un compte permet de tenir une liste de vidéos et une liste de lecture, de demander une mise en relation avec des présentateurs et de participer aux événements. Nous pouvons modifier, ajouter ou retirer des contenus et des fonctionnalités à tout moment.',
        ],
      },
      {
        id: 'accounts',
        heading: '2. Votre compte',
        paragraphs: ['En créant un compte, vous vous engagez à :'],
        items: [
          'fournir des informations exactes et les tenir à jour ;',
          'garder votre mot de passe secret et nous prévenir immédiatement si vous pensez que quelqu’un d’autre utilise votre compte ;',
          'n’utiliser qu’un seul compte, à votre propre nom ;',
          'avoir 18 ans ou plus, ou l’accord d’un parent ou d’un tuteur.',
        ],
      },
      {
        id: 'presenters',
        heading: '3. Présentateurs',
        paragraphs: [
          'Les présentateurs sont responsables de l’exactitude de leur profil et des contenus qu’ils partagent. En soumettant une présentation, des diapositives ou des notes, vous confirmez avoir le droit de les partager et vous nous autorisez à les publier, les traduire, les sous-titrer et les diffuser sur le site et nos canaux, gratuitement, pendant toute la durée de leur publication. Vous conservez vos droits d’auteur et pouvez nous demander de retirer vos contenus à tout moment.',
        ],
      },
      {
        id: 'use-of-content',
        heading: '4. Utilisation des contenus',
        paragraphs: [
          'Vous pouvez regarder, lire et télécharger les contenus pour votre propre apprentissage et les utiliser dans un enseignement non commercial, à condition de citer le présentateur et d’indiquer le lien vers la page de ce site. Toute autre utilisation, notamment commerciale ou la republication, nécessite l’autorisation écrite du titulaire des droits.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: '5. Utilisation acceptable',
        paragraphs: ['Vous ne devez pas :'],
        items: [
          'enfreindre la loi, ni encourager le braconnage, le trafic d’espèces sauvages ou toute atteinte aux personnes ou à la nature ;',
          'harceler les présentateurs, les autres membres ou notre équipe, ni détourner les demandes de mise en relation ;',
          'publier des contenus faux, trompeurs ou offensants, ou qui portent atteinte aux droits d’autrui ;',
          'tenter d’accéder à des comptes ou des données qui ne sont pas les vôtres, ni perturber le site ou sa sécurité ;',
          'collecter des données du site par des moyens automatisés sans notre autorisation.',
        ],
      },
      {
        id: 'connections-events',
        heading: '6. Mises en relation et événements',
        paragraphs: [
          'Notre équipe transmet les demandes de mise en relation aux présentateurs, qui sont libres de les accepter ou de les refuser ; nous ne pouvons pas garantir de réponse. Les informations sur les événements peuvent changer ; la page de l’événement indique les plus récentes.',
        ],
      },
      {
        id: 'disclaimer',
        heading: '7. Avertissement',
        paragraphs: [
          'Les contenus sont partagés à des fins éducatives. Ils reflètent les opinions de leurs présentateurs et auteurs, pas nécessairement les nôtres, et ne constituent pas un conseil professionnel, juridique, vétérinaire ou de sécurité. Le travail de terrain avec la faune sauvage est dangereux : respectez toujours les règles de votre organisation et la loi locale. Les liens vers d’autres sites sont fournis pour votre commodité ; nous ne sommes pas responsables de leur contenu.',
        ],
      },
      {
        id: 'liability',
        heading: '8. Responsabilité',
        paragraphs: [
          'Le site est fourni gratuitement et « en l’état ». Dans les limites permises par la loi, nous ne sommes pas responsables des dommages indirects, ni des pertes causées par des interruptions, des erreurs ou l’utilisation des contenus. Rien dans ces conditions ne limite une responsabilité que la loi interdit de limiter, ni vos droits en tant que consommateur.',
        ],
      },
      {
        id: 'termination',
        heading: '9. Suspension et clôture d’un compte',
        paragraphs: [
          'Vous pouvez clôturer votre compte à tout moment en nous écrivant. Nous pouvons suspendre ou clôturer un compte qui enfreint ces conditions, après vous avoir averti lorsque c’est possible.',
        ],
      },
      {
        id: 'changes-law',
        heading: '10. Modifications et droit applicable',
        paragraphs: [
          'Nous pouvons mettre à jour ces conditions ; la date de la dernière modification figure en haut de la page, et nous informerons les titulaires de compte des changements importants avant leur entrée en vigueur. Ces conditions sont régies par le droit sud-africain, sans vous priver de la protection que vous accorde la loi de votre propre pays.',
        ],
      },
    ],
  },
};
