import type { Text } from './text'

/** What the admin panel calls each collection, and the menu group it sits in. */
export const COLLECTION_LABELS: Record<string, { singular: Text; plural: Text; description?: Text }> = {
  users: { singular: { de: 'Benutzer', en: 'User' }, plural: { de: 'Benutzer', en: 'Users' } },
  roles: { singular: { de: 'Rolle', en: 'Role' }, plural: { de: 'Rollen', en: 'Roles' } },
  companies: { singular: { de: 'Unternehmen', en: 'Company' }, plural: { de: 'Unternehmen', en: 'Companies' } },
  customer_aircrafts: {
    singular: { de: 'Luftfahrzeug', en: 'Aircraft' },
    plural: { de: 'Luftfahrzeuge', en: 'Aircraft' },
  },
  aircraft_contracts: {
    singular: { de: 'Luftfahrzeugvertrag', en: 'Aircraft contract' },
    plural: { de: 'Luftfahrzeugverträge', en: 'Aircraft contracts' },
  },
  flight_logs: {
    singular: { de: 'Bordbucheintrag', en: 'Journey log entry' },
    plural: { de: 'Bordbucheinträge', en: 'Journey log entries' },
  },
  flight_log_signatures: {
    singular: { de: 'Unterschrift', en: 'Signature' },
    plural: { de: 'Unterschriften im Bordbuch', en: 'Journey log signatures' },
  },
  journey_log_checkpoints: {
    singular: { de: 'Prüfpunkt', en: 'Checkpoint' },
    plural: { de: 'Bordbuch-Prüfpunkte', en: 'Journey log checkpoints' },
  },
  aircraft_log_events: {
    singular: { de: 'Protokolleintrag', en: 'Log record' },
    plural: { de: 'Ereignisprotokoll der Luftfahrzeuge', en: 'Aircraft event logs' },
  },
  passkeys: {
    singular: { de: 'Passkey', en: 'Passkey' },
    plural: { de: 'Passkeys', en: 'Passkeys' },
  },
  flight_log_days: {
    singular: { de: 'Bordbuch-Tagessumme', en: 'Journey log day' },
    plural: { de: 'Bordbuch-Tagessummen', en: 'Journey log days' },
  },
  airworthiness_directives: {
    singular: { de: 'Lufttüchtigkeitsanweisung', en: 'Airworthiness directive' },
    plural: { de: 'Lufttüchtigkeitsanweisungen', en: 'Airworthiness directives' },
  },
  ad_compliances: {
    singular: { de: 'LTA-Nachweis', en: 'AD compliance record' },
    plural: { de: 'LTA-Nachweise', en: 'AD compliance records' },
  },
  maintenance_tasks: {
    singular: { de: 'Instandhaltungsaufgabe', en: 'Maintenance task' },
    plural: { de: 'Instandhaltungsaufgaben', en: 'Maintenance tasks' },
  },
  task_completions: {
    singular: { de: 'Aufgabennachweis', en: 'Task completion' },
    plural: { de: 'Aufgabennachweise', en: 'Task completions' },
  },
  defects: {
    singular: { de: 'Beanstandung', en: 'Defect' },
    plural: { de: 'Beanstandungen', en: 'Defects' },
  },
  defect_actions: {
    singular: { de: 'Maßnahme zu einer Beanstandung', en: 'Defect action' },
    plural: { de: 'Maßnahmen zu Beanstandungen', en: 'Defect actions' },
  },
  defect_photos: {
    singular: { de: 'Foto einer Beanstandung', en: 'Defect photo' },
    plural: { de: 'Fotos von Beanstandungen', en: 'Defect photos' },
  },
  release_signatures: {
    singular: { de: 'Unterschrift einer Freigabe', en: 'Release signature' },
    plural: { de: 'Unterschriften der Freigaben', en: 'Release signatures' },
  },
  modifications_repairs: {
    singular: { de: 'Änderung oder Reparatur', en: 'Modification or repair' },
    plural: { de: 'Änderungen und Reparaturen', en: 'Modifications and repairs' },
  },
  airworthiness_reviews: {
    singular: { de: 'Lufttüchtigkeitsprüfung', en: 'Airworthiness review' },
    plural: { de: 'Lufttüchtigkeitsprüfungen', en: 'Airworthiness reviews' },
  },
  equipment: {
    singular: { de: 'Ausrüstungsteil', en: 'Equipment item' },
    plural: { de: 'Ausrüstung', en: 'Equipment' },
  },
  documents: { singular: { de: 'Dokument', en: 'Document' }, plural: { de: 'Dokumente', en: 'Documents' } },
  files: { singular: { de: 'Datei', en: 'File' }, plural: { de: 'Dateien', en: 'Files' } },
  aircrafts: {
    singular: { de: 'Luftfahrzeugmuster', en: 'Aircraft model' },
    plural: { de: 'Luftfahrzeugmuster', en: 'Aircraft models' },
  },
  easa_types: { singular: { de: 'EASA-Muster', en: 'EASA type' }, plural: { de: 'EASA-Muster', en: 'EASA types' } },
  components: {
    singular: { de: 'Bauteiltyp', en: 'Component type' },
    plural: { de: 'Bauteiltypen', en: 'Component types' },
  },
  airports: { singular: { de: 'Flugplatz', en: 'Airport' }, plural: { de: 'Flugplätze', en: 'Airports' } },
  countries: { singular: { de: 'Land', en: 'Country' }, plural: { de: 'Länder', en: 'Countries' } },
  tags: { singular: { de: 'Schlagwort', en: 'Tag' }, plural: { de: 'Schlagwörter', en: 'Tags' } },
  base_tags: { singular: { de: 'Grundkategorie', en: 'Base tag' }, plural: { de: 'Grundkategorien', en: 'Base tags' } },
  doc_types: {
    singular: { de: 'Dokumentart', en: 'Document type' },
    plural: { de: 'Dokumentarten', en: 'Document types' },
  },
  bse_mnt_types: {
    singular: { de: 'Instandhaltungsart', en: 'Maintenance type' },
    plural: { de: 'Instandhaltungsarten', en: 'Maintenance types' },
  },
  authorities: { singular: { de: 'Behörde', en: 'Authority' }, plural: { de: 'Behörden', en: 'Authorities' } },
  feedback: { singular: { de: 'Rückmeldung', en: 'Feedback' }, plural: { de: 'Rückmeldungen', en: 'Feedback' } },
  notifications: {
    singular: { de: 'Benachrichtigung', en: 'Notification' },
    plural: { de: 'Benachrichtigungen', en: 'Notifications' },
  },
  activity: {
    singular: { de: 'Aktivität', en: 'Activity' },
    plural: { de: 'Aktivitätsprotokoll', en: 'Activity log' },
  },
  login_throttles: {
    singular: { de: 'Anmeldesperre', en: 'Login throttle' },
    plural: { de: 'Anmeldesperren', en: 'Login throttles' },
    description: {
      de: 'Fehlgeschlagene Anmeldungen je Konto und je Client-Adresse. Anmeldungen warten, solange „Gesperrt bis“ in der Zukunft liegt; löschen Sie eine Zeile, um ihre Sperre sofort aufzuheben.',
      en: 'Failed logins per account and per client address. Logins wait while "blocked until" lies ahead; delete a row to lift its lock at once.',
    },
  },
}

export const GLOBAL_LABELS: Record<string, Text> = {
  settings: { de: 'Einstellungen', en: 'Settings' },
}

/** The admin menu's groups, named in the config by their English words. */
export const GROUP_LABELS: Record<string, Text> = {
  Organisation: { de: 'Organisation', en: 'Organisation' },
  Aircraft: { de: 'Luftfahrzeuge', en: 'Aircraft' },
  Airworthiness: { de: 'Lufttüchtigkeit', en: 'Airworthiness' },
  Documents: { de: 'Dokumente', en: 'Documents' },
  'Reference data': { de: 'Stammdaten', en: 'Reference data' },
  Administration: { de: 'Verwaltung', en: 'Administration' },
}
