/**
 * The keys the side menu filters documents, reports and manuals by (spec section 2): tag keys and
 * doc-type keys as the seed stores them, shared by the web's menu and screens and the server.
 */
export const REPORT_TYPES = [
  'report-of-findings',
  'flight-report',
  'compensation-reports',
  'weight-and-balance-report',
  'adjustment-reports',
  'standrun-reports',
  'inspection-reports',
] as const

export const DOCUMENT_TAGS = [
  'certificate-of-airworthiness',
  'aircraft-registration-form',
  'aeronautical-radio-certificate',
  'type-certificate-data-sheet',
  'insurance-certificate',
  'noise-certificate',
] as const

export const MANUAL_TAGS = ['aircraft', 'engine', 'propeller', 'component'] as const

/** The Aircraft Maintenance Program, shown inline on /documents/amp. */
export const AMP_TAG = 'aircraft-maintenance-program'

/** Every manual carries this tag; the manuals filter always includes it. */
export const MANUAL_TAG = 'manual'

/** The manuals filter when the route sets none (spec section 4). */
export const DEFAULT_MANUAL_TAGS = [MANUAL_TAG, 'aircraft-maintenance-manual'] as const
