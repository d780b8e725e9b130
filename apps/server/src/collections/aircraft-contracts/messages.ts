import type { en } from '@flugakte/texts'
import type { PayloadRequest } from 'payload'

import { refuseFields } from '../../lib/refuse'
import { say } from '../../lib/texts'

/** Why a contract request or decision is refused (packages/texts, namespace contracts). */
export type ContractMessage = keyof typeof en.server.contracts

export function refuseContract(req: PayloadRequest, path: string, key: ContractMessage): never {
  refuseFields(req, 'aircraft_contracts', [{ path, message: say(req, `contracts:${key}`) }])
}
