/** The legal documents in English (loaded only on English legal pages). */
import { LEGAL_UPDATED, PRIVACY_POLICY_UPDATED, type LegalTexts } from './legal-types';

export const legalTexts: LegalTexts = {
  'privacy-policy': {
    // Visit statistics (section 5) added.
    updated: PRIVACY_POLICY_UPDATED,
    intro: [
      'Conservation Tutorials Africa ("we", "us") runs this website so that learners, students, tutors, institutions and presenters can share conservation knowledge across Africa. This policy explains which personal data we keep, why we keep it, who helps us process it, how long we keep it and what choices you have.',
      'We keep as little personal data as the site needs. We never sell personal data and we do not use it for advertising.',
    ],
    sections: [
      {
        id: 'who-we-are',
        heading: '1. Who is responsible for your data',
        paragraphs: [
          'Conservation Tutorials Africa is the controller of the personal data described here (the "responsible party" under South Africa\'s Protection of Personal Information Act, POPIA). Our contact details are at the end of this page and on the contact page.',
        ],
      },
      {
        id: 'data-we-keep',
        heading: '2. The data we keep',
        paragraphs: ['Depending on how you use the site, we keep:'],
        items: [
          'Account profile: first name, last name, e-mail address, cellphone and telephone numbers, profile picture and your role (user, presenter or administrator).',
          'Presenter profile, if you register as a presenter: title, qualifications, country, organisation, role at your organisation, short summary, biography, subjects and photo, which are published; and a telephone number, which is kept for administrative use only and never published.',
          'Watchlist and readlist: the presentations and articles you save to your account.',
          "Connection requests: when you ask to be connected with a presenter, the presenter, your name, e-mail address and telephone number, the presenter's contact details, the status of the request and the dates it was made and last updated.",
          'Contact messages: the name, surname, cellphone number, e-mail address and message you send with the contact form.',
          'Newsletter: your e-mail address and the date and time you gave your consent.',
          "Technical data: the address of your device and your browser's requests, kept briefly by our hosting provider to deliver the site and protect it from abuse.",
        ],
      },
      {
        id: 'why',
        heading: '3. Why we use it',
        paragraphs: ['We use your data only for these purposes:'],
        items: [
          'To run your account, keep your lists and show your presenter profile (performance of our agreement with you).',
          'To facilitate the connection requests you make or receive (performance of our agreement with you).',
          'To answer your messages and data requests (our legitimate interest in helping you, and our legal obligations).',
          'To send the newsletter you asked for (your consent, which you can withdraw at any time).',
          'To keep the site secure, prevent spam and fix problems (our legitimate interest in a safe service).',
          'To count which pages are read and in which language, without personal data (section 5), so that we can improve the site (our legitimate interest).',
        ],
      },
      {
        id: 'cookies',
        heading: '4. Cookies and local storage',
        paragraphs: [
          'We use only the cookies the site needs to work. They do not track you across other sites and they are not used for advertising:',
        ],
        items: [
          'i18n_redirected: remembers the language you chose (English, French or combined). It lasts 365 days and is sent only to this site (SameSite=Lax).',
          'Session cookie: keeps you signed in after you log in. It cannot be read by scripts (HttpOnly) and is removed when you sign out or when it expires.',
          "Your browser's local storage also keeps a few technical settings, such as a pending language change, your sign-in state with our authentication service and a note that helps the site recover from a failed update.",
        ],
      },
      {
        id: 'statistics',
        heading: '5. Visit statistics',
        paragraphs: [
          'To know which pages are read and in which language, our server counts the pages it serves, without cookies and without anything stored in your browser. For each page view it records only: the address of the page (without what follows a "?"), the kind of page, the language of the site (English, French or combined), the name of the website you came from if you followed a link from another site (only its name, such as www.example.org, never the page), and the time.',
          'On the page of a talk it also counts how you chose to take the talk (reading the transcript, listening to the audio, watching the small video or the usual player), recording only the talk, the way chosen, the language of the site and the time.',
          'It never records your IP address, your browser or device, your account, a cookie or any identifier, so a page view or a choice cannot be linked to you or to your other visits. Search engines and other robots are not counted.',
          'If your browser sends a "Do Not Track" or "Global Privacy Control" signal, nothing is counted at all.',
          'The counts are kept by our hosting provider (Cloudflare Workers Analytics Engine) for three months; only our team sees them, as totals per page and language, and per talk and way of taking it.',
        ],
      },
      {
        id: 'third-parties',
        heading: '6. Who helps us',
        paragraphs: [
          'Some service providers process data on our behalf, under contracts that require them to protect it and to use it only on our instructions: our hosting and network provider (the website and its cache), our authentication and database provider (accounts, profiles, lists and connection requests), our content management service (published presentations, articles and profiles) and a spam protection service (a captcha on forms).',
          "Videos are hosted on YouTube. The player is loaded only when you press play, in its privacy-enhanced mode; from then on YouTube's own privacy policy applies.",
          'Some of these providers store data outside your country, including outside Africa and the European Union. Where that happens we rely on safeguards the law recognises, such as standard contractual clauses.',
        ],
      },
      {
        id: 'retention',
        heading: '7. How long we keep it',
        paragraphs: [],
        items: [
          'Account, presenter profile, watchlist and readlist: while your account exists; we delete them within 30 days of your request to close it.',
          'Connection requests: while the accounts involved exist, and at most three years after the last update.',
          'Contact messages: up to 24 months after our last reply.',
          'Newsletter: until you unsubscribe; we then keep the record of your consent and its withdrawal for up to three years to be able to show that we respected your choice.',
          'Technical logs: a few days, unless they are needed to investigate an attack.',
          'Visit statistics: three months.',
        ],
      },
      {
        id: 'security',
        heading: '8. Security',
        paragraphs: [
          "All traffic to the site is encrypted (HTTPS). Access to personal data is limited to the people who need it to run the service. Presenters' e-mail addresses and telephone numbers are never sent to visitors' browsers.",
        ],
      },
      {
        id: 'your-rights',
        heading: '9. Your rights',
        paragraphs: [
          'You can ask us for a copy of your data, ask us to correct or delete it, object to or restrict its use, ask for it in a portable format, and withdraw your consent to the newsletter at any time. The GDPR policy explains these rights in detail. You can also complain to the data protection authority of your country, for example the Information Regulator in South Africa.',
        ],
      },
      {
        id: 'children',
        heading: '10. Children',
        paragraphs: [
          'The site is open to learners of every age, but accounts are meant for people aged 18 or over. Younger learners need the consent of a parent or guardian before they create an account.',
        ],
      },
      {
        id: 'changes',
        heading: '11. Changes to this policy',
        paragraphs: [
          'We will update this page when our practices change and show the date of the last change at the top. If a change affects how we use data you have already given us, we will tell you by e-mail or on the site before it applies.',
        ],
      },
    ],
  },
  'gdpr-policy': {
    updated: LEGAL_UPDATED,
    intro: [
      "Many of our learners, presenters and partners live in Africa; some live in the European Union or work with European institutions. We apply the same protections to everyone: those of the EU General Data Protection Regulation (GDPR), of South Africa's Protection of Personal Information Act (POPIA) and of the other data protection laws that apply to us.",
      'This page explains your rights and how to use them. The privacy policy lists the data we keep and why.',
    ],
    sections: [
      {
        id: 'principles',
        heading: '1. Our principles',
        paragraphs: ['We process personal data lawfully, fairly and transparently, and we:'],
        items: [
          'collect it only for the purposes stated in the privacy policy;',
          'keep only what those purposes need, and keep it accurate;',
          'delete it when we no longer need it;',
          'protect it against loss and unauthorised access;',
          'can show how we respect these rules.',
        ],
      },
      {
        id: 'legal-bases',
        heading: '2. Legal bases',
        paragraphs: [
          'We rely on the performance of our agreement with you for your account, lists, presenter profile and connection requests; on your consent for the newsletter; on our legitimate interests for answering messages and keeping the site secure; and on legal obligations where the law requires us to keep or disclose data. Under POPIA these correspond to the conditions for lawful processing in section 11.',
        ],
      },
      {
        id: 'rights',
        heading: '3. Your rights',
        paragraphs: ['You have the right to:'],
        items: [
          'Access: receive a copy of the personal data we hold about you.',
          'Rectification: have inaccurate or incomplete data corrected. You can change most of your profile yourself in your account.',
          'Erasure: have your data deleted when it is no longer needed or when you withdraw your consent.',
          'Restriction: ask us to pause the use of your data while a question about it is settled.',
          'Portability: receive the data you gave us in a structured, machine-readable format.',
          'Objection: object to processing based on our legitimate interests, and to direct marketing at any time.',
          'Withdrawal of consent: unsubscribe from the newsletter at any time; this does not affect what was done before.',
          'Complaint: complain to a supervisory authority, such as the data protection authority of your EU country or the Information Regulator in South Africa.',
        ],
      },
      {
        id: 'how-to-ask',
        heading: '4. How to make a request',
        paragraphs: [
          'Write to us from the contact page or by e-mail (the addresses are at the end of this page) and say which right you want to use. We may ask you to confirm your identity before we act, so that we never give your data to someone else.',
          'We answer within one month. If a request is complex we may extend this by up to two further months, and we will tell you why. Requests are free unless they are clearly unfounded or excessive.',
        ],
      },
      {
        id: 'transfers',
        heading: '5. International transfers',
        paragraphs: [
          'Some of our service providers store data outside the country where you live. We use providers that offer the safeguards the GDPR and POPIA require, such as standard contractual clauses or binding corporate rules.',
        ],
      },
      {
        id: 'breaches',
        heading: '6. Data breaches',
        paragraphs: [
          'If a security incident puts your data at risk, we will inform the competent authority and, where the risk to you is high, we will inform you without undue delay with advice on how to protect yourself.',
        ],
      },
      {
        id: 'information-officer',
        heading: '7. Information officer',
        paragraphs: [
          'Our information officer oversees the protection of personal data and handles your requests. You can reach them through the contact details below.',
        ],
      },
    ],
  },
  'terms-and-conditions': {
    updated: LEGAL_UPDATED,
    intro: [
      'These terms apply to everyone who uses Conservation Tutorials Africa. By using the site, and in particular by creating an account, you accept them together with our privacy policy. If you do not agree with them, please do not use the site.',
    ],
    sections: [
      {
        id: 'service',
        heading: '1. The service',
        paragraphs: [
          'We offer free video presentations, events and articles on conservation, in English and French. Anyone can browse them; an account lets you keep a watchlist and a readlist, ask to be connected with presenters and take part in events. We may change, add or remove content and features at any time.',
        ],
      },
      {
        id: 'accounts',
        heading: '2. Your account',
        paragraphs: ['When you create an account you agree to:'],
        items: [
          'give accurate information and keep it up to date;',
          'keep your password secret and tell us at once if you think someone else is using your account;',
          'use only one account, in your own name;',
          'be 18 or over, or have the consent of a parent or guardian.',
        ],
      },
      {
        id: 'presenters',
        heading: '3. Presenters',
        paragraphs: [
          'Presenters are responsible for the accuracy of their profile and of the material they share. By submitting a presentation, slides or notes, you confirm that you have the right to share them and you allow us to publish, translate, subtitle and distribute them on the site and our channels, free of charge, for as long as they are published. You keep your copyright and can ask us to withdraw your material at any time.',
        ],
      },
      {
        id: 'use-of-content',
        heading: '4. Using the content',
        paragraphs: [
          'You may watch, read and download the content for your own learning and use it in non-commercial teaching, provided you credit the presenter and link to the page on this site. Any other use, in particular commercial use or republishing, needs the written permission of the rights holder.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: '5. Acceptable use',
        paragraphs: ['You must not:'],
        items: [
          'break the law, or encourage poaching, wildlife trafficking or any harm to people or nature;',
          'harass presenters, other members or our team, or misuse connection requests;',
          'upload false, misleading or offensive material, or material that infringes the rights of others;',
          'try to access accounts or data that are not yours, or disrupt the site or its security;',
          'collect data from the site by automated means without our permission.',
        ],
      },
      {
        id: 'connections-events',
        heading: '6. Connection requests and events',
        paragraphs: [
          'Our team passes connection requests on to presenters, who are free to accept or decline them; we cannot guarantee a reply. Event details may change; the event page shows the latest information.',
        ],
      },
      {
        id: 'disclaimer',
        heading: '7. Disclaimer',
        paragraphs: [
          'The content is shared for education. It reflects the views of its presenters and authors, not necessarily ours, and it is not professional, legal, veterinary or safety advice. Field work with wildlife is dangerous: always follow the rules of your organisation and local law. Links to other sites are provided for convenience; we are not responsible for their content.',
        ],
      },
      {
        id: 'liability',
        heading: '8. Liability',
        paragraphs: [
          'The site is provided free of charge and "as is". To the extent the law allows, we are not liable for indirect loss, or for loss caused by interruptions, errors or the use of the content. Nothing in these terms limits liability that cannot be limited by law, or your rights as a consumer.',
        ],
      },
      {
        id: 'termination',
        heading: '9. Suspension and closing an account',
        paragraphs: [
          'You can close your account at any time by writing to us. We may suspend or close an account that breaks these terms, after warning you where possible.',
        ],
      },
      {
        id: 'changes-law',
        heading: '10. Changes and applicable law',
        paragraphs: [
          'We may update these terms; the date of the last change is shown at the top, and we will tell account holders about important changes before they apply. These terms are governed by the law of South Africa, without taking away the protection that the law of your own country gives you.',
        ],
      },
    ],
  },
};
