import { LEGAL_UPDATED, type LegalTexts } from "./types";

/** Textes juridiques en français (les mêmes documents que de.ts et en.ts). */
export const legalFr: LegalTexts = {
  imprint: {
    updated: LEGAL_UPDATED,
    intro:
      "Jobatlas est exploité par l'entreprise mentionnée ci-dessous. Elle est responsable du contenu de ce site web.",
    sections: [
      {
        id: "operator",
        heading: "Société exploitante",
        blocks: [
          {
            note: "Provisoire: les indications ci-dessous sur la société exploitante sont des exemples; elles seront remplacées par ses indications inscrites au registre du commerce avant le lancement.",
          },
          { p: "Jobatlas AG\nMusterstrasse 1\n8000 Zürich\nSuisse" },
          {
            p: "E-mail: info@jobatlas.example\nVentes: sales@jobatlas.example\nProtection des données: privacy@jobatlas.example",
          },
          {
            p: "Registre du commerce: canton de Zurich, numéro d'identification des entreprises (IDE) CHE-000.000.000 (provisoire)\nNuméro TVA: CHE-000.000.000 TVA (provisoire)\nHabilité à représenter la société: le conseil d'administration de Jobatlas AG (provisoire)",
          },
        ],
      },
      {
        id: "liability",
        heading: "Responsabilité",
        blocks: [
          {
            p: "Nous vérifions avec soin le contenu de ce site web, mais ne pouvons pas garantir qu'il soit exact, complet et à jour. Les annonces et les profils d'entreprise sont publiés par les employeurs, qui en sont responsables.",
          },
          {
            p: "Les liens vers d'autres sites web échappent à notre responsabilité. Nous ne répondons pas de leur contenu.",
          },
        ],
      },
      {
        id: "copyright",
        heading: "Droits d'auteur",
        blocks: [
          {
            p: "Les textes, les images et la conception de ce site web appartiennent à Jobatlas AG ou aux titulaires de droits mentionnés. Toute réutilisation requiert un accord écrit. Les annonces et les logos appartiennent aux employeurs qui les publient.",
          },
          {
            p: "Données cartographiques: Office fédéral de la statistique et swisstopo; numéros postaux d'acheminement: La Poste (données ouvertes). Les codes de secteur suivent la CITI Rév. 4 (ISIC) des Nations Unies.",
          },
        ],
      },
    ],
  },
  terms: {
    updated: LEGAL_UPDATED,
    intro:
      "Ces conditions s'appliquent à toutes les personnes qui utilisent Jobatlas: personnes en recherche d'emploi, employeurs, visiteurs et visiteuses. En créant un compte ou en ouvrant un compte entreprise, tu les acceptes.",
    sections: [
      {
        id: "scope",
        heading: "1. Champ d'application et prestataire",
        blocks: [
          {
            p: "Jobatlas est une plateforme permettant de trouver des postes et des employeurs en Suisse et au Liechtenstein, proposée par Jobatlas AG, Musterstrasse 1, 8000 Zürich (voir les mentions légales). Ces conditions régissent l'utilisation du site web et de tous les comptes.",
          },
        ],
      },
      {
        id: "accounts",
        heading: "2. Comptes et connexion",
        blocks: [
          {
            ul: [
              "Tu te connectes avec un lien que nous envoyons à ton adresse e-mail; il n'y a pas de mot de passe. Un lien est valable une seule fois, pendant 10 minutes.",
              "Un compte appartient à une seule personne. Protège l'accès à ta boîte e-mail: quiconque peut la lire peut se connecter.",
              "Donne des indications véridiques. Tu peux modifier à tout moment ton nom, ta langue, ta photo et ton adresse e-mail dans ton profil.",
              "Tu peux faire supprimer ton compte à tout moment (voir la politique de confidentialité).",
            ],
          },
        ],
      },
      {
        id: "seekers",
        heading: "3. Pour les personnes en recherche d'emploi",
        blocks: [
          {
            ul: [
              "La recherche, la liste de suivi, les alertes emploi et les candidatures sont gratuites.",
              "Quand tu postules, l'employeur reçoit les indications et les documents que tu envoies. Tu peux retirer une candidature; ce retrait est définitif.",
              "Sans compte, tu peux postuler après avoir confirmé ton adresse e-mail avec un code à 6 chiffres.",
              "Les employeurs décident seuls des candidatures; Jobatlas n'est partie à aucun rapport de travail.",
              "Une entreprise ne voit tes données dans le vivier de candidat·es que si tu lui en accordes l'accès.",
            ],
          },
        ],
      },
      {
        id: "employers",
        heading: "4. Pour les employeurs",
        blocks: [
          {
            ul: [
              "Quiconque ouvre un compte entreprise confirme être habilité à agir pour l'entreprise.",
              "Formules: Free, Pro et Enterprise peuvent être choisies à l'ouverture du compte; Recruiter et les changements de formule se convient avec notre équipe de vente. Les limites de chaque formule (annonces actives, prolongations par annonce, questionnaires, invitations, widgets) figurent sur la page d'ouverture du compte.",
              "Une formule payante prend effet immédiatement. Notre équipe de vente la facture; les factures sont payables dans un délai de 30 jours. Il n'y a pas de paiement en ligne. Les formules sont conclues pour une année et se renouvellent si elles ne sont pas résiliées un mois avant leur échéance.",
              "Les annonces doivent décrire des postes réels et vacants en Suisse ou au Liechtenstein et respecter le droit suisse, notamment l'interdiction de la discrimination. Nous pouvons retirer les annonces qui ne le font pas.",
              "Une annonce est publiée pendant 30 jours à compter de sa date de publication et peut être prolongée tant que ta formule le permet.",
              "N'utilise les données des postulant·es que pour la procédure de recrutement visée par leur candidature, et efface-les lorsque tu n'en as plus besoin. Les candidatures clôturées (y compris celles clôturées sans réponse), refusées et retirées sont supprimées automatiquement à l'expiration du délai de conservation (90 jours par défaut).",
            ],
          },
        ],
      },
      {
        id: "conduct",
        heading: "5. Utilisation loyale",
        blocks: [
          {
            p: "N'utilise pas Jobatlas de manière abusive: pas de contenus illicites, trompeurs ou offensants, pas de requêtes automatisées en masse, pas de tentatives d'accéder aux données d'autres personnes. Nous pouvons limiter les requêtes et bloquer les comptes qui enfreignent ces conditions.",
          },
        ],
      },
      {
        id: "availability",
        heading: "6. Disponibilité et responsabilité",
        blocks: [
          {
            p: "Nous faisons en sorte que Jobatlas soit accessible en tout temps dans la mesure du possible, mais ne pouvons pas le garantir. Dans la mesure permise par la loi, nous ne répondons que du dol et de la faute grave.",
          },
        ],
      },
      {
        id: "privacy",
        heading: "7. Protection des données",
        blocks: [
          {
            p: "La manière dont nous traitons les données personnelles est décrite dans la politique de confidentialité.",
          },
        ],
      },
      {
        id: "changes",
        heading: "8. Modifications, droit applicable et for",
        blocks: [
          {
            p: "Nous pouvons modifier ces conditions; nous informons les titulaires de compte des modifications importantes par e-mail au moins 30 jours à l'avance. Le droit suisse est applicable. Le for est à Zurich, sauf disposition contraire du droit impératif.",
          },
        ],
      },
    ],
  },
  privacy: {
    updated: LEGAL_UPDATED,
    intro:
      "Cette politique de confidentialité t'indique, conformément à la loi fédérale sur la protection des données (LPD, art. 19), quelles données personnelles Jobatlas enregistre, dans quel but, pendant combien de temps, à qui elles sont communiquées et comment tu peux les consulter, en obtenir la remise ou les faire effacer.",
    sections: [
      {
        id: "controller",
        heading: "1. Responsable du traitement",
        blocks: [
          {
            p: "Jobatlas AG, Musterstrasse 1, 8000 Zürich, Suisse (indications provisoires, voir les mentions légales). Questions sur la protection des données: privacy@jobatlas.example",
          },
        ],
      },
      {
        id: "data",
        heading: "2. Ce que nous enregistrons et dans quel but",
        blocks: [
          {
            ul: [
              "Données de compte: adresse e-mail, prénom et nom, langue préférée et, pour les employeurs, nom de l'entreprise, taille, formule et rôle. But: gérer ton compte, te connecter et t'écrire dans ta langue.",
              "Sessions: un identifiant de session aléatoire (enregistré uniquement sous forme hachée), sa date de création et de dernière utilisation. But: te garder connecté·e.",
              "Liens de connexion et codes à 6 chiffres: enregistrés uniquement sous forme hachée. But: te connecter et vérifier qu'une adresse e-mail t'appartient.",
              "Candidatures: les indications, textes et documents que tu envoies à un employeur, et leur statut. But: transmettre ta candidature à l'employeur et te permettre d'en suivre l'évolution.",
              "Évaluations des candidatures: les membres d'une entreprise à laquelle tu as postulé peuvent évaluer ta candidature de 1 à 5 étoiles avec une courte note; seuls les membres de l'entreprise les voient. But: aider l'équipe de l'entreprise à comparer les candidatures. Ton export de données les montre (étoiles, note et date, sans les noms des membres qui ont évalué).",
              "Photos importées: ta photo de profil. But: l'afficher dans ton profil et aux employeurs auprès desquels tu postules.",
              "Demandes de contact: nom, adresse e-mail, entreprise et message provenant des formulaires de contact et d'achat. But: te répondre et, pour les demandes d'achat, mettre en place et facturer la formule.",
              "Alertes emploi: ce que tu cherches (métiers ou rôle, lieu et rayon, secteurs, taux d'activité), à quelle fréquence, si l'alerte est active, quand nous avons envoyé le dernier e-mail et les postes que nous lui avons associés; l'alerte emploi d'un visiteur ou d'une visiteuse contient aussi l'adresse e-mail et la langue. Les liens de nos e-mails (confirmer, se désabonner) sont enregistrés uniquement sous forme hachée. But: t'envoyer par e-mail les nouveaux postes qui te correspondent et te permettre de te désabonner en un clic.",
              "Orientation professionnelle (Z-TDI): tes évaluations des 30 affirmations, les scores, la langue et, si tu l'indiques ou si tu es connecté·e, ton adresse e-mail et ton compte; le lien vers le résultat est enregistré uniquement sous forme hachée. But: te montrer à nouveau ton résultat grâce au lien et, si tu le souhaites, le reprendre dans ton profil de recherche.",
              "Sondage sur l'orientation: tranche d'âge, genre, responsabilité hiérarchique, formation et secteur, uniquement ce à quoi tu réponds, avec le jour seulement – séparément de tout résultat et sans nom, adresse ni heure, de sorte que les réponses ne peuvent pas t'être attribuées. But: établir des statistiques pour améliorer l'orientation.",
              "Expériences de carrière: titre, métiers, secteurs et région de chaque hypothèse que tu testes, son statut et tes évaluations de ses postes (correspond ou ne correspond pas, avec ta note). But: te montrer les postes qui correspondent et tes évaluations, compter les autres personnes en recherche d'emploi ayant un profil similaire (uniquement sous forme de nombre, jamais qui) et, si tu le souhaites, reprendre les métiers et les secteurs dans ton profil de recherche.",
              "Journal des e-mails (boîte d'envoi): chaque e-mail que nous envoyons, avec destinataire, objet, texte et statut d'envoi. But: distribuer les e-mails de manière fiable et traiter les réclamations.",
              "Journaux du serveur: adresse IP, heure, adresse consultée et statut de réponse de chaque requête. But: sécurité, limitation des abus et recherche d'erreurs.",
            ],
          },
          {
            p: "Nous n'utilisons pas de cookies publicitaires ni de cookies d'analyse. Nos cookies: sessionid (te garde connecté·e), csrftoken (protège les formulaires contre les requêtes falsifiées), lang (ta langue). Ton thème de couleurs reste enregistré uniquement dans ton navigateur.",
          },
        ],
      },
      {
        id: "retention",
        heading: "3. Combien de temps nous conservons les données",
        blocks: [
          {
            table: {
              caption: "Délais de conservation",
              head: ["Données", "Durée de conservation"],
              rows: [
                ["Sessions", "30 jours après la dernière utilisation ou jusqu'à la déconnexion"],
                ["Liens de connexion", "10 minutes, et seulement jusqu'à la première utilisation"],
                [
                  "Codes à 6 chiffres",
                  "10 minutes, et seulement jusqu'à la première utilisation ou après 3 essais erronés",
                ],
                [
                  "Candidatures clôturées, refusées ou retirées",
                  "90 jours après leur clôture (un employeur peut fixer de 30 à 180 jours), puis supprimées avec les réponses, les documents et les demandes de contact",
                ],
                ["Candidatures anonymes sans adresse e-mail confirmée", "24 heures"],
                ["Demandes de contact et d'achat", "2 ans"],
                ["Journaux du serveur avec adresses IP", "14 jours"],
                [
                  "Données de compte, photos, candidatures en cours",
                  "Jusqu'à ce que tu les supprimes ou que tu supprimes ton compte",
                ],
                ["Journal des e-mails", "90 jours après l'envoi"],
                [
                  "Journal des suppressions automatiques",
                  "Conservé: uniquement le nombre d'entrées supprimées par type, jamais à qui elles appartenaient",
                ],
                ["Notifications masquées dans l'espace employeur", "30 jours après leur masquage"],
                ["Invitations à rejoindre un compte entreprise", "30 jours après leur expiration ou leur acceptation"],
                ["Invitations d'employeurs à postuler", "30 jours après leur expiration, ou avec la candidature"],
                ["Alertes emploi d'un compte", "Jusqu'à ce que tu les supprimes ou que tu supprimes ton compte"],
                [
                  "Alertes emploi de visiteurs (e-mail uniquement)",
                  "7 jours si elles ne sont pas confirmées; 30 jours après le désabonnement",
                ],
                [
                  "Liens de confirmation et de désabonnement des alertes emploi",
                  "30 jours après leur utilisation ou leur expiration",
                ],
                ["Résultats de l'orientation professionnelle (Z-TDI)", "2 ans après que tu as rempli l'orientation"],
                [
                  "Réponses au sondage sur l'orientation",
                  "Pas de données personnelles: conservées pour les statistiques",
                ],
                [
                  "Expériences de carrière et leurs évaluations",
                  "Jusqu'à ce que tu supprimes ton compte (expériences archivées comprises); une évaluation, jusqu'à ce que tu la retires",
                ],
                [
                  "Évaluations d'une candidature par les employeurs",
                  "Supprimées avec la candidature ou quand tu supprimes tes données; l'évaluation d'un membre aussi quand il la retire ou supprime son compte",
                ],
                ["Comptes dont l'adresse e-mail n'a jamais été confirmée", "7 jours"],
              ],
            },
          },
          {
            p: "Nous conservons les factures et les pièces justificatives qui s'y rapportent pendant 10 ans, comme l'exige la loi (art. 958f CO).",
          },
        ],
      },
      {
        id: "recipients",
        heading: "4. Qui reçoit des données",
        blocks: [
          {
            ul: [
              "Les employeurs reçoivent les candidatures que tu leur envoies et – si tu leur accordes l'accès – ton profil dans le vivier de candidat·es.",
              "Nos prestataires d'hébergement et d'envoi d'e-mails traitent des données pour notre compte, en Suisse.",
              "Nous ne vendons pas de données et ne les communiquons pas à l'étranger.",
            ],
          },
        ],
      },
      {
        id: "rights",
        heading: "5. Tes droits: accès, remise, rectification, effacement",
        blocks: [
          {
            p: "Ton profil affiche tes données de compte; c'est là que tu modifies ton nom, ta langue, ta photo et ton adresse e-mail. Sous «Tes données» dans ton profil, tu télécharges une copie de toutes les données que nous enregistrons sur toi (un fichier JSON, un format courant lisible par machine) et tu supprimes ton compte: tes données personnelles sont effacées immédiatement; les employeurs auprès desquels tu as postulé ne conservent que le statut et les dates de la candidature, sans ton identité. Sans compte (p. ex. après une candidature anonyme), tu demandes les données liées à ton adresse e-mail avec le formulaire ci-dessous: nous t'envoyons un code qui prouve que l'adresse t'appartient; ensuite, tu télécharges les données ou tu les supprimes. Tu peux aussi écrire à privacy@jobatlas.example. Nous répondons dans un délai de 30 jours et gratuitement.",
          },
          {
            p: "Tu peux aussi t'opposer à un traitement et déposer une plainte auprès du Préposé fédéral à la protection des données et à la transparence (PFPDT), https://www.edoeb.admin.ch",
          },
        ],
      },
      {
        id: "security",
        heading: "6. Sécurité",
        blocks: [
          {
            p: "Les connexions sont chiffrées. Nous enregistrons les identifiants de session, les liens de connexion et les codes uniquement sous forme hachée; les photos sont vérifiées et servies par nos propres serveurs. Seules les personnes qui en ont besoin ont accès aux données personnelles.",
          },
        ],
      },
    ],
  },
};
