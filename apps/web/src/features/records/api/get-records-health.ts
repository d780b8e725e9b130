/**
 * The records health is shared (the dashboard card reads it too, the forms refresh it): its fetcher,
 * query options and hook live in lib.
 */
export {
  getRecordsHealth,
  recordsHealthKey,
  recordsHealthQueryOptions,
  useRecordsHealth,
} from '../../../lib/aircraft/get-records-health'
