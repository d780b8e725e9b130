/** The records screen's fixtures: the shared records-health answer (the dashboard card uses it too). */
export {
  HEALTH_ITEMS,
  MODIFICATIONS,
  RECORDS_AIRCRAFT as AIRCRAFT_ID,
  RECORDS_REGISTRATION as REGISTRATION,
  RECORDS_TODAY as TODAY,
  recordsHealth,
  REGISTER,
  REVIEWS,
} from '../../../testing/records-health'
