import config from '@payload-config'
import { getPayload } from 'payload'

import { seed } from './seed'

const payload = await getPayload({ config })
await seed(payload, { airports: process.env.SEED_AIRPORTS === 'demo' ? 'demo' : 'europe' })
process.exit(0)
