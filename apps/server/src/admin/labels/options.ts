import { ATA_CHAPTERS } from '@flugakte/domain'
import { texts } from '@flugakte/texts'

import type { Text } from './text'

const recordStatus = {
  published: { de: 'Veröffentlicht', en: 'Published' },
  draft: { de: 'Entwurf', en: 'Draft' },
  archived: { de: 'Archiviert', en: 'Archived' },
}

const companyKinds = {
  operator: { de: 'Halter', en: 'Operator' },
  club: { de: 'Verein', en: 'Club' },
  maintenance_company: { de: 'Instandhaltungsbetrieb', en: 'Maintenance company' },
  cao: { de: 'CAO', en: 'CAO' },
}

/** Crew duties (AMC1 NCO.GEN.150(a)(4)). */
const crewDuties = {
  pic: { de: 'Verantwortlicher Pilot (PIC)', en: 'Pilot in command (PIC)' },
  copilot: { de: 'Copilot', en: 'Copilot' },
  instructor: { de: 'Fluglehrer', en: 'Instructor' },
  student: { de: 'Flugschüler', en: 'Student pilot' },
}

/** What an engine-hour (Hobbs) meter shows (meter-reading.ts of the domain package). */
const hobbsUnits = {
  hh_mm: { de: 'Stunden:Minuten (4726:30)', en: 'Hours:minutes (4726:30)' },
  decimal_1: { de: 'Stunden mit Zehnteln (4727.3)', en: 'Hours in tenths (4727.3)' },
  decimal_2: { de: 'Stunden mit Hundertsteln (4726.50)', en: 'Hours in hundredths (4726.50)' },
}

/** Select options by stored value, looked up like the field labels (`collection.path`, then the name). */
export const OPTION_LABELS: Record<string, Record<string, Text>> = {
  'users.status': {
    draft: { de: 'Entwurf', en: 'Draft' },
    invited: { de: 'Eingeladen', en: 'Invited' },
    unverified: { de: 'Unbestätigt', en: 'Unverified' },
    active: { de: 'Aktiv', en: 'Active' },
    suspended: { de: 'Gesperrt', en: 'Suspended' },
    archived: { de: 'Archiviert', en: 'Archived' },
  },
  'customer_aircrafts.status': recordStatus,
  'documents.status': recordStatus,
  'airports.status': recordStatus,
  'companies.kind': companyKinds,
  'aircraft_contracts.kind': companyKinds,
  'aircraft_contracts.status': {
    requested: { de: 'Angefragt', en: 'Requested' },
    accepted: { de: 'Angenommen', en: 'Accepted' },
    declined: { de: 'Abgelehnt', en: 'Declined' },
    ended: { de: 'Beendet', en: 'Ended' },
  },
  'flight_logs.type': {
    origin: { de: 'Eintrag', en: 'Entry' },
    correction: { de: 'Korrektur', en: 'Correction' },
    addendum: { de: 'Nachtrag', en: 'Addendum' },
  },
  'flight_logs.status': { published: recordStatus.published },
  'flight_logs.nature_of_flight': {
    private: { de: 'Privatflug', en: 'Private flight' },
    training: { de: 'Schulflug', en: 'Training flight' },
    check_flight: { de: 'Prüfflug', en: 'Check flight' },
    maintenance_flight: { de: 'Werkstattflug', en: 'Maintenance flight' },
    other: { de: 'Sonstiger Flug', en: 'Other flight' },
  },
  'flight_logs.pilot_duty': crewDuties,
  hobbs_unit: hobbsUnits,
  'flight_logs.copilot_duty': crewDuties,
  'flight_log_signatures.method': {
    passkey: { de: 'Passkey', en: 'Passkey' },
    password: { de: 'Passwort', en: 'Password' },
  },
  'journey_log_checkpoints.reason': {
    daily: { de: 'Täglich', en: 'Daily' },
    export: { de: 'Export', en: 'Export' },
    append: { de: 'Neuer Nachweis', en: 'New record' },
    migration: { de: 'Versiegelung', en: 'Sealing' },
  },
  'aircraft_log_events.subject': {
    flight_logs: { de: 'Bordbucheintrag', en: 'Journey log entry' },
    flight_log_signatures: { de: 'Unterschrift im Bordbuch', en: 'Journey log signature' },
    release_signatures: { de: 'Freigabe-Unterschrift', en: 'Release signature' },
    defect_actions: { de: 'Maßnahme zur Beanstandung', en: 'Defect action' },
    task_completions: { de: 'Durchgeführte Wartung', en: 'Task completion' },
    ad_compliances: { de: 'LTA-Nachweis', en: 'AD compliance record' },
    modifications_repairs: { de: 'Änderung oder Reparatur', en: 'Modification or repair' },
    airworthiness_reviews: { de: 'Lufttüchtigkeitsprüfung', en: 'Airworthiness review' },
  },
  // The chapter names of the web app's catalogue (namespace defects), with their numbers.
  'defects.ata_chapter': Object.fromEntries(
    ATA_CHAPTERS.map((code) => [
      code,
      { de: `${code} ${texts.de.defects.ata[code]}`, en: `${code} ${texts.en.defects.ata[code]}` },
    ]),
  ),
  'defect_actions.kind': {
    assessment: { de: 'Bewertung', en: 'Assessment' },
    deferral: { de: 'Zurückstellung', en: 'Deferral' },
    rectification: { de: 'Behebung', en: 'Rectification' },
  },
  'release_signatures.subject': {
    defect_actions: { de: 'Behebung einer Beanstandung', en: 'Defect rectification' },
    task_completions: { de: 'Aufgabennachweis', en: 'Task completion' },
    ad_compliances: { de: 'LTA-Nachweis', en: 'AD compliance record' },
    modifications_repairs: { de: 'Änderung oder Reparatur', en: 'Modification or repair' },
    airworthiness_reviews: { de: 'Lufttüchtigkeitsprüfung', en: 'Airworthiness review' },
  },
  'modifications_repairs.kind': {
    modification: { de: 'Änderung', en: 'Modification' },
    repair: { de: 'Reparatur', en: 'Repair' },
  },
  classification: {
    minor: { de: 'Geringfügig', en: 'Minor' },
    major: { de: 'Größer', en: 'Major' },
  },
  approval_type: {
    easa_form_1: { de: 'EASA-Formblatt 1', en: 'EASA Form 1' },
    minor_change: { de: 'Genehmigte geringfügige Änderung', en: 'Approved minor change' },
    major_change: { de: 'Genehmigte größere Änderung', en: 'Approved major change' },
    stc: { de: 'Ergänzende Musterzulassung (STC)', en: 'Supplemental type certificate (STC)' },
    repair_design: { de: 'Genehmigte Reparatur', en: 'Approved repair design' },
    other: { de: 'Andere', en: 'Other' },
  },
  outcome: {
    issued: { de: 'ARC ausgestellt', en: 'ARC issued' },
    extended: { de: 'ARC verlängert', en: 'ARC extended' },
    not_issued: { de: 'Kein ARC ausgestellt', en: 'ARC not issued' },
  },
  'release_signatures.method': {
    passkey: { de: 'Passkey', en: 'Passkey' },
    password: { de: 'Passwort', en: 'Password' },
  },
  'ad_compliances.status': {
    open: { de: 'Offen', en: 'Open' },
    complied: { de: 'Durchgeführt', en: 'Complied with' },
    recurring: { de: 'Wiederkehrend', en: 'Recurring' },
    not_applicable: { de: 'Nicht anwendbar', en: 'Not applicable' },
  },
  recurrence: {
    one_time: { de: 'Einmalig', en: 'One time' },
    recurring: { de: 'Wiederkehrend', en: 'Recurring' },
  },
  category: {
    engine: { de: 'Triebwerk', en: 'Engine' },
    propeller: { de: 'Propeller', en: 'Propeller' },
    airframe: { de: 'Zelle', en: 'Airframe' },
    avionics: { de: 'Avionik', en: 'Avionics' },
    equipment: { de: 'Ausrüstung', en: 'Equipment' },
  },
  'feedback.status': {
    new: { de: 'Neu', en: 'New' },
    in_progress: { de: 'In Bearbeitung', en: 'In progress' },
    done: { de: 'Erledigt', en: 'Done' },
  },
  action: {
    create: { de: 'Angelegt', en: 'Created' },
    update: { de: 'Geändert', en: 'Updated' },
    delete: { de: 'Gelöscht', en: 'Deleted' },
    login: { de: 'Anmeldung', en: 'Login' },
  },
  auth_password_policy: {
    none: { de: 'Keine', en: 'None' },
    weak: { de: 'Schwach', en: 'Weak' },
    strong: { de: 'Stark', en: 'Strong' },
    custom: { de: 'Eigenes Muster', en: 'Custom pattern' },
  },
  language: {
    'de-DE': { de: 'Deutsch', en: 'Deutsch' },
    'en-US': { de: 'English', en: 'English' },
  },
  default_language: {
    'de-DE': { de: 'Deutsch', en: 'Deutsch' },
    'en-US': { de: 'English', en: 'English' },
  },
}
