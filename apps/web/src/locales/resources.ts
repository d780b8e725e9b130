import deAirworthiness from './de/airworthiness.json'
import deAuth from './de/auth.json'
import deBoardbook from './de/boardbook.json'
import deCommon from './de/common.json'
import deDashboard from './de/dashboard.json'
import deDocuments from './de/documents.json'
import deLayout from './de/layout.json'
import deManuals from './de/manuals.json'
import deSettings from './de/settings.json'
import enAirworthiness from './en/airworthiness.json'
import enAuth from './en/auth.json'
import enBoardbook from './en/boardbook.json'
import enCommon from './en/common.json'
import enDashboard from './en/dashboard.json'
import enDocuments from './en/documents.json'
import enLayout from './en/layout.json'
import enManuals from './en/manuals.json'
import enSettings from './en/settings.json'

/** English defines the keys (see i18next.d.ts); German must provide the same ones. */
export const en = {
  common: enCommon,
  auth: enAuth,
  layout: enLayout,
  settings: enSettings,
  dashboard: enDashboard,
  boardbook: enBoardbook,
  documents: enDocuments,
  manuals: enManuals,
  airworthiness: enAirworthiness,
}

export const resources = {
  en,
  de: {
    common: deCommon,
    auth: deAuth,
    layout: deLayout,
    settings: deSettings,
    dashboard: deDashboard,
    boardbook: deBoardbook,
    documents: deDocuments,
    manuals: deManuals,
    airworthiness: deAirworthiness,
  },
} satisfies { de: Record<keyof typeof en, unknown>; en: typeof en }
