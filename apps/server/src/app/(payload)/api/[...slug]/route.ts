import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { withWriteCheck } from '../../../../lib/input-guard/guard-request'

// Writes are checked for malformed bodies (wrong JSON types, NUL characters, nesting) before Payload reads them.
export const GET = REST_GET(config)
export const POST = withWriteCheck(config, REST_POST(config))
export const DELETE = REST_DELETE(config)
export const PATCH = withWriteCheck(config, REST_PATCH(config))
export const PUT = withWriteCheck(config, REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
