import 'i18next'

import type { Catalogue } from './locales/resources'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: Catalogue
    returnNull: false
  }
}
