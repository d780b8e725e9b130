import deAirworthiness from '../de/airworthiness.json'
import deAuth from '../de/auth.json'
import deBoardbook from '../de/boardbook.json'
import deCommon from '../de/common.json'
import deDashboard from '../de/dashboard.json'
import deDefects from '../de/defects.json'
import deRecords from '../de/records.json'
import deDocuments from '../de/documents.json'
import deLayout from '../de/layout.json'
import deManuals from '../de/manuals.json'
import deMessages from '../de/messages.json'
import deServer from '../de/server.json'
import deSettings from '../de/settings.json'
import enAirworthiness from '../en/airworthiness.json'
import enAuth from '../en/auth.json'
import enBoardbook from '../en/boardbook.json'
import enCommon from '../en/common.json'
import enDashboard from '../en/dashboard.json'
import enDefects from '../en/defects.json'
import enRecords from '../en/records.json'
import enDocuments from '../en/documents.json'
import enLayout from '../en/layout.json'
import enManuals from '../en/manuals.json'
import enMessages from '../en/messages.json'
import enServer from '../en/server.json'
import enSettings from '../en/settings.json'

/**
 * English defines the keys (the web app's i18next types and the server's text keys derive from it);
 * German must have the same ones. `server` holds what only the server says (refusals, PDFs, notices);
 * the server also speaks `messages`, the field messages the forms show.
 */
export const en = {
  common: enCommon,
  messages: enMessages,
  auth: enAuth,
  layout: enLayout,
  settings: enSettings,
  dashboard: enDashboard,
  boardbook: enBoardbook,
  documents: enDocuments,
  manuals: enManuals,
  airworthiness: enAirworthiness,
  defects: enDefects,
  records: enRecords,
  server: enServer,
}

export const texts = {
  en,
  de: {
    common: deCommon,
    messages: deMessages,
    auth: deAuth,
    layout: deLayout,
    settings: deSettings,
    dashboard: deDashboard,
    boardbook: deBoardbook,
    documents: deDocuments,
    manuals: deManuals,
    airworthiness: deAirworthiness,
    defects: deDefects,
    records: deRecords,
    server: deServer,
  },
} satisfies { de: Record<keyof typeof en, unknown>; en: typeof en }

export type Namespace = keyof typeof en
export type TextLanguage = keyof typeof texts
