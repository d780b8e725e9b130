import type { PayloadRequest } from 'payload'

import { languageOf, refuseFields } from '../../lib/refuse'

/** Why a contract request or decision is refused, in both interface languages. */
export const CONTRACT_MESSAGES = {
  notOwner: {
    de: 'Nur der Halter des Luftfahrzeugs beauftragt einen Instandhaltungsbetrieb oder eine CAO',
    en: 'Only the aircraft’s owner contracts a maintenance company or CAO',
  },
  unknownAircraft: { de: 'Unbekanntes Luftfahrzeug', en: 'Unknown aircraft' },
  unknownCompany: { de: 'Unbekannte Firma', en: 'Unknown company' },
  wrongKindMaintenance: {
    de: 'Diese Firma ist kein Instandhaltungsbetrieb',
    en: 'This company is not a maintenance company',
  },
  wrongKindCao: { de: 'Diese Firma ist keine CAO', en: 'This company is not a CAO' },
  ownCompany: {
    de: 'Der Halter kann sich nicht selbst beauftragen',
    en: 'The owner cannot contract itself',
  },
  duplicate: {
    de: 'Für dieses Luftfahrzeug gibt es schon eine offene Anfrage oder einen Vertrag mit dieser Firma',
    en: 'There already is an open request or a contract with this company for this aircraft',
  },
  transition: {
    de: 'Dieser Statuswechsel ist nicht möglich',
    en: 'This change of status is not possible',
  },
  notDecider: {
    de: 'Nur ein Firmenadministrator der beauftragten Firma nimmt an oder lehnt ab',
    en: 'Only a company admin of the named company accepts or declines',
  },
  notParty: {
    de: 'Nur der Halter oder die beauftragte Firma beenden den Vertrag',
    en: 'Only the owner or the contracted company ends the contract',
  },
} as const

export type ContractMessage = keyof typeof CONTRACT_MESSAGES

export function refuseContract(req: PayloadRequest, path: string, key: ContractMessage): never {
  refuseFields(req, 'aircraft_contracts', [{ path, message: CONTRACT_MESSAGES[key][languageOf(req)] }])
}
