import type { Widen } from "../en";
import type { dataRightsEn } from "../en/data-rights";

/** French texts of data rights (nDSG/GDPR): export, account deletion, an anonymous applicant's request, application retention. */
export const dataRightsFr: Widen<typeof dataRightsEn> = {
  yourData: {
    section: "Tes données",
    text: "Télécharge une copie de toutes les données que nous enregistrons sur toi, sous forme de fichier JSON: ton compte, ton profil de recherche, ta liste de suivi, tes candidatures avec tes réponses, tes alertes emploi, expériences, résultats Z-TDI, sessions et adhésions. Ou supprime ton compte avec ses données.",
    export: "Télécharger mes données",
    exporting: "Préparation du téléchargement…",
    exported: "Tes données ont été téléchargées sous {{file}}.",
    delete: "Supprimer mon compte…",
    policy: "Lire la politique de confidentialité",
  },
  deleteDialog: {
    title: "Supprimer ton compte?",
    loading: "Nous vérifions ce que la suppression concerne…",
    whatGoes:
      "Nous supprimons ton compte, ton profil de recherche, ta liste de suivi, tes alertes emploi, expériences, résultats Z-TDI, images, sessions et adhésions, immédiatement et définitivement.",
    employersKeep:
      "Les employeurs auprès desquels tu as postulé conservent le statut et les dates de la candidature, sans ton nom, ton adresse, ton téléphone, tes textes, réponses ou documents.",
    applications_one: "Cela concerne {{count}} candidature.",
    applications_other: "Cela concerne {{count}} candidatures.",
    orgsGo:
      "Ces comptes d'entreprise n'ont aucun autre membre et seront supprimés avec le tien, avec leurs annonces, profils de poste et candidatures:",
    lastOwner:
      "Tu es la dernière ou le dernier propriétaire de ces comptes d'entreprise, qui ont d'autres membres. Nomme d'abord un autre membre propriétaire (ou retire les autres), puis reviens:",
    confirmLabel: "Saisis ton adresse e-mail pour confirmer",
    confirmHint: "{{email}}",
    mismatch: "Ce n'est pas l'adresse e-mail de ton compte.",
    confirm: "Supprimer définitivement mon compte",
    deleting: "Suppression…",
    cancel: "Annuler",
    deleted: "Ton compte a été supprimé et tu es déconnecté·e. Merci d'avoir utilisé Jobatlas.",
  },
  request: {
    heading: "Demander tes données sans compte",
    intro:
      "Tu as postulé sans compte, fait le Z-TDI ou créé des alertes emploi avec ton adresse e-mail? Prouve que l'adresse est la tienne avec un code que nous y envoyons; tu peux ensuite télécharger ce que nous enregistrons sous cette adresse, ou le faire supprimer.",
    email: "Ton adresse e-mail",
    sendCode: "M'envoyer un code par e-mail",
    code: "Le code à 6 chiffres",
    codeHint: "Nous avons envoyé un code à {{email}}. Il est valable 10 minutes et une seule fois.",
    codeDigits: "Saisis les 6 chiffres de l'e-mail.",
    codeExpired: "Ce code n'est plus valable. Demandes-en un nouveau.",
    verify: "Confirmer",
    resend: "Envoyer un nouveau code",
    startOver: "Utiliser une autre adresse",
    verified: "Adresse confirmée: {{email}}. Pendant 30 minutes, tu peux:",
    download: "Télécharger les données",
    downloaded: "Les données ont été téléchargées sous {{file}}.",
    delete: "Supprimer les données…",
    deleteTitle: "Supprimer les données de {{email}}?",
    deleteText:
      "Nous supprimons les alertes emploi et les résultats Z-TDI de cette adresse, immédiatement et définitivement. Les employeurs auprès desquels tu as postulé conservent le statut et les dates de la candidature, sans ton nom, ton adresse, ton téléphone, tes textes, réponses ou documents.",
    deleteConfirm: "Supprimer définitivement",
    deleted: "Les données enregistrées sous {{email}} ont été supprimées.",
    tokenInvalid: "La confirmation a expiré ou a déjà été utilisée. Demande un nouveau code.",
  },
  retention: {
    title: "Conservation des candidatures",
    text: "Les candidatures clôturées (archivées, y compris automatiquement faute de réponse), refusées et retirées sont supprimées {{days}} jours après leur état final, avec leurs réponses, documents et demandes de contact (par défaut {{default}} jours: le délai pour agir selon la loi sur l'égalité; de {{min}} à {{max}} jours autorisés).",
    label: "Jours de conservation",
    hint: "De {{min}} à {{max}} jours; {{default}} par défaut.",
    range: "Saisis un nombre entier de jours entre {{min}} et {{max}}.",
    save: "Enregistrer le délai",
    saved: "Le délai de conservation a été enregistré.",
  },
};
