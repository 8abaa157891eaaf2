import { LEGAL_UPDATED, type LegalTexts } from "./types";

/** English legal texts. The German ones (de.ts) are the same documents. */
export const legalEn: LegalTexts = {
  imprint: {
    updated: LEGAL_UPDATED,
    intro: "Jobatlas is operated by the company named below. It is responsible for the content of this website.",
    sections: [
      {
        id: "operator",
        heading: "Operator",
        blocks: [
          {
            note: "Placeholder: the operator's details below are samples and are replaced by its registered details before going live.",
          },
          { p: "Jobatlas AG\nMusterstrasse 1\n8000 Zürich\nSwitzerland" },
          {
            p: "Email: info@jobatlas.example\nSales: sales@jobatlas.example\nData protection: privacy@jobatlas.example",
          },
          {
            p: "Commercial register: Canton of Zurich, company number CHE-000.000.000 (placeholder)\nVAT number: CHE-000.000.000 VAT (placeholder)\nAuthorised to represent: the board of directors of Jobatlas AG (placeholder)",
          },
        ],
      },
      {
        id: "liability",
        heading: "Liability",
        blocks: [
          {
            p: "We check the content of this website with care, but cannot guarantee that it is correct, complete and up to date. Job listings and company profiles are published by the employers, who are responsible for them.",
          },
          { p: "Links to other websites are outside our responsibility. We are not liable for their content." },
        ],
      },
      {
        id: "copyright",
        heading: "Copyright",
        blocks: [
          {
            p: "Texts, images and design of this website belong to Jobatlas AG or to the named rights holders. Reusing them needs written consent. Job listings and logos belong to the employers who publish them.",
          },
          {
            p: "Map data: Swiss Federal Statistical Office and swisstopo; postal codes: Swiss Post (open data). Industry codes follow ISIC Rev. 4 of the United Nations.",
          },
        ],
      },
    ],
  },
  terms: {
    updated: LEGAL_UPDATED,
    intro:
      "These terms apply to everyone who uses Jobatlas: job seekers, employers and visitors. By creating an account or opening a company account, you accept them.",
    sections: [
      {
        id: "scope",
        heading: "1. Scope and provider",
        blocks: [
          {
            p: "Jobatlas is a platform for finding jobs and employers in Switzerland and Liechtenstein, provided by Jobatlas AG, Musterstrasse 1, 8000 Zürich (see the imprint). These terms govern the use of the website and of all accounts.",
          },
        ],
      },
      {
        id: "accounts",
        heading: "2. Accounts and signing in",
        blocks: [
          {
            ul: [
              "You sign in with a link we send to your email address; there is no password. A link works once, for 10 minutes.",
              "An account belongs to one person. Keep access to your mailbox safe: whoever can read it can sign in.",
              "Give true details. You can change your name, language, picture and email address in your profile at any time.",
              "You can have your account deleted at any time (see the data policy).",
            ],
          },
        ],
      },
      {
        id: "seekers",
        heading: "3. For job seekers",
        blocks: [
          {
            ul: [
              "Searching, the watchlist, job alerts and applying are free.",
              "When you apply, the employer receives the details and documents you send. You can withdraw an application; this cannot be undone.",
              "You can apply without an account after confirming your email address with a 6-digit code.",
              "Employers decide about applications on their own; Jobatlas is not party to any employment relationship.",
              "Your candidate-pool data is shown to a company only if you grant it access.",
            ],
          },
        ],
      },
      {
        id: "employers",
        heading: "4. For employers",
        blocks: [
          {
            ul: [
              "Whoever opens a company account confirms that they may act for the company.",
              "Plans: free, pro and enterprise can be chosen when opening the account; recruiter and changes of plan are arranged with our sales team. The limits of each plan (active listings, extensions per listing, questionnaires, invitations, widgets) are shown on the account-opening page.",
              "A paid plan takes effect at once. Our sales team invoices it; invoices are payable within 30 days. There is no online payment. Plans run for a year and renew unless cancelled one month before the end.",
              "Listings must describe real, open positions in Switzerland or Liechtenstein and follow Swiss law, in particular the rules against discrimination. We may remove listings that do not.",
              "A listing runs for 30 days from its publish date and can be extended while your plan allows.",
              "Use applicants' data only for the recruitment they applied to, and delete it when it is no longer needed. Closed (also those closed without an answer), rejected and withdrawn applications are deleted automatically after the retention period (default 90 days).",
            ],
          },
        ],
      },
      {
        id: "conduct",
        heading: "5. Fair use",
        blocks: [
          {
            p: "Do not misuse Jobatlas: no unlawful, misleading or offensive content, no automated mass access, no attempts to get at other users' data. We may limit requests and suspend accounts that break these terms.",
          },
        ],
      },
      {
        id: "availability",
        heading: "6. Availability and liability",
        blocks: [
          {
            p: "We aim for Jobatlas to be available at all times but cannot guarantee it. As far as the law allows, we are liable only for intent and gross negligence.",
          },
        ],
      },
      {
        id: "privacy",
        heading: "7. Data protection",
        blocks: [{ p: "How we handle personal data is described in the data policy." }],
      },
      {
        id: "changes",
        heading: "8. Changes, law and place of jurisdiction",
        blocks: [
          {
            p: "We may change these terms; we tell account holders about important changes by email at least 30 days ahead. Swiss law applies. The place of jurisdiction is Zurich, unless mandatory law says otherwise.",
          },
        ],
      },
    ],
  },
  privacy: {
    updated: LEGAL_UPDATED,
    intro:
      "This data policy tells you, as required by the Swiss Federal Act on Data Protection (nFADP, Art. 19), which personal data Jobatlas stores, why, for how long, to whom it goes, and how you can see, export or delete it.",
    sections: [
      {
        id: "controller",
        heading: "1. Who is responsible",
        blocks: [
          {
            p: "Jobatlas AG, Musterstrasse 1, 8000 Zürich, Switzerland (placeholder details, see the imprint). Questions about data protection: privacy@jobatlas.example",
          },
        ],
      },
      {
        id: "data",
        heading: "2. What we store and why",
        blocks: [
          {
            ul: [
              "Account data: email address, first and last name, preferred language and, for employers, company name, size, plan and role. Why: to run your account, sign you in and write to you in your language.",
              "Sessions: a random session id (stored only as a hash), when it was created and last used. Why: to keep you signed in.",
              "Sign-in links and 6-digit codes: stored only as hashes. Why: to sign you in and to prove that an email address is yours.",
              "Applications: the details, texts and documents you send to an employer, and their status. Why: to pass your application to the employer and to let you follow it.",
              "Ratings of applications: members of a company you applied to may rate your application with 1 to 5 stars and a short note; only the company's members see them. Why: to help the company's team compare applications. Your data export shows them (stars, note and date, without the names of the members who rated).",
              "Uploaded pictures: your profile picture. Why: to show it in your profile and to employers you apply to.",
              "Contact requests: name, email address, company and message from the contact and purchase forms. Why: to answer you and, for purchase requests, to set up and invoice the plan.",
              "Job alerts: what you look for (job titles or role, place and radius, industries, workload), how often, whether it is on, when we last emailed it, and the jobs we matched to it; a visitor's alert also holds the email address and language. The links in our emails (to confirm or unsubscribe) are stored only as hashes. Why: to email you new jobs that match, and to let you unsubscribe with one click.",
              "Career orientation (Z-TDI): your ratings of the 30 statements, the scores, the language and, if you give it or are signed in, your email address and account; the result's link is stored only as a hash. Why: to show you your result again by its link and, if you ask, to copy it into your search profile.",
              "Orientation survey: age group, gender, leadership level, education level and industry, only those you answer, with the day only – apart from any result and without name, address or time, so the answers cannot be tied to you. Why: statistics to improve the orientation.",
              "Career experiments: the title, job titles, industries and region of each hypothesis you test, its status, and your ratings of its jobs (fits or does not fit, with your note). Why: to show you the matching jobs and your ratings, to count other seekers testing a similar profile (only as a number, never who), and, if you ask, to add the job titles and industries to your search profile.",
              "Mail log (outbox): every email we send, with recipient, subject, text and sending status. Why: to deliver mails reliably and to handle complaints.",
              "Server logs: IP address, time, requested address and response status of each request. Why: security, rate limits against abuse, and troubleshooting.",
            ],
          },
          {
            p: "We use no advertising or analytics cookies. The cookies we set: sessionid (keeps you signed in), csrftoken (protects forms against forged requests), lang (your language). Your colour theme is kept in your browser only.",
          },
        ],
      },
      {
        id: "retention",
        heading: "3. How long we keep it",
        blocks: [
          {
            table: {
              caption: "Retention periods",
              head: ["Data", "Kept for"],
              rows: [
                ["Sessions", "30 days after last use, or until you sign out"],
                ["Sign-in links", "10 minutes, and only until used once"],
                ["6-digit codes", "10 minutes, and only until used once or after 3 wrong tries"],
                [
                  "Closed, rejected or withdrawn applications",
                  "90 days after they were closed (an employer may set 30 to 180 days), then deleted with answers, documents and contact requests",
                ],
                ["Anonymous applications whose email was not confirmed", "24 hours"],
                ["Contact and purchase requests", "2 years"],
                ["Server logs with IP addresses", "14 days"],
                ["Account data, pictures, active applications", "Until you delete them or your account"],
                ["Mail log", "90 days after sending"],
                ["Records of the deletion task", "Kept: only how many records of each kind were deleted, never whose"],
                ["Dismissed notifications in the employer area", "30 days after dismissal"],
                ["Invitations to join a company account", "30 days after they expire or are accepted"],
                ["Invitations to apply sent by employers", "30 days after they expire, or with the application"],
                ["Job alerts of an account", "Until you delete them or your account"],
                ["Job alerts of visitors (email only)", "7 days if not confirmed; 30 days after unsubscribing"],
                ["Confirm and unsubscribe links of job alerts", "30 days after they were used or expired"],
                ["Career orientation results (Z-TDI)", "2 years after you took the orientation"],
                ["Orientation survey answers", "Not personal data: kept for statistics"],
                [
                  "Career experiments and their ratings",
                  "Until you delete your account (archived experiments too); a rating until you remove it",
                ],
                [
                  "Employers' ratings of an application",
                  "Deleted with the application or when you delete your data; a member's rating also when they remove it or delete their account",
                ],
                ["Accounts whose email address was never confirmed", "7 days"],
              ],
            },
          },
          {
            p: "Invoices and the records they are based on are kept for 10 years, as Swiss law requires (Art. 958f CO).",
          },
        ],
      },
      {
        id: "recipients",
        heading: "4. Who receives data",
        blocks: [
          {
            ul: [
              "Employers receive the applications you send them and, if you grant access, your candidate-pool profile.",
              "Our hosting and email service providers process data on our behalf, in Switzerland.",
              "We do not sell data, and we do not disclose it abroad.",
            ],
          },
        ],
      },
      {
        id: "rights",
        heading: "5. Your rights: access, export, correction, deletion",
        blocks: [
          {
            p: 'Your profile shows your account data, and there you change your name, language, picture and email address. Under "Your data" in your profile you download a copy of all data we store about you (a JSON file, a common machine-readable format) and delete your account: your personal data is erased at once; employers you applied to keep only the application\'s status and dates, without your identity. Without an account (e.g. after applying anonymously), request the data held under your email address with the form below: we email you a code to prove the address is yours, then you download or delete the data. You can also write to privacy@jobatlas.example. We answer within 30 days and free of charge.',
          },
          {
            p: "You can also object to processing and complain to the Federal Data Protection and Information Commissioner (FDPIC), https://www.edoeb.admin.ch",
          },
        ],
      },
      {
        id: "security",
        heading: "6. Security",
        blocks: [
          {
            p: "Connections are encrypted. Session ids, sign-in links and codes are stored only as hashes, and pictures are checked and served from our own servers. Access to personal data is limited to the people who need it.",
          },
        ],
      },
    ],
  },
};
