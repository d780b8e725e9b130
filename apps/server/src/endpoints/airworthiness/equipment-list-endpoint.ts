import type { EquipmentList } from '@flugakte/domain'
import { APIError, NotFound, type Endpoint, type PayloadRequest } from 'payload'

import { heavyWork, inWorker } from '../../lib/heavy-work/heavy-work'
import type { Equipment } from '../../payload-types'
import { attachment, downloadOptions, wantsDownload } from './download'
import { renderEquipmentListCsv } from './render-equipment-list'
import { aircraftFromPath } from '../request-params'

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : null)

/** The installed equipment of an aircraft the caller may see (removed items left out), read as the caller. */
export async function equipmentListOf(req: PayloadRequest, id: number): Promise<EquipmentList> {
  const aircraft = await req.payload
    .findByID({
      collection: 'customer_aircrafts',
      id,
      depth: 2,
      select: { registration: true, serial_number: true, aircraft: true },
      populate: { aircrafts: { easa_types: true } },
      overrideAccess: false,
      user: req.user,
      req,
    })
    .catch(() => null)
  if (!aircraft) throw new NotFound(req.t)
  const items = await req.payload.find({
    collection: 'equipment',
    where: { and: [{ customer_aircraft: { equals: id } }, { removed_date: { exists: false } }] },
    sort: ['location', 'item'],
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
  })
  const model = typeof aircraft.aircraft === 'object' ? aircraft.aircraft : null
  return {
    aircraft: {
      id: aircraft.id,
      registration: aircraft.registration,
      variant: model && typeof model.easa_types === 'object' ? model.easa_types.variant : null,
      serial_number: aircraft.serial_number,
    },
    data: (items.docs as Equipment[]).map((item) => ({
      id: item.id,
      item: item.item,
      manufacturer: item.manufacturer ?? null,
      part_number: item.part_number ?? null,
      serial_number: item.serial_number ?? null,
      quantity: item.quantity,
      location: item.location ?? null,
      weight_kg: item.weight_kg ?? null,
      arm_m: item.arm_m ?? null,
      installed_date: day(item.installed_date),
      remarks: item.remarks ?? null,
    })),
  }
}

/**
 * GET /api/customer_aircrafts/:id/equipmentlist: the installed equipment (removed items left out);
 * `?download=true` as PDF, `&format=csv` as CSV.
 */
export const equipmentListEndpoint: Endpoint = {
  path: '/:id/equipmentlist',
  method: 'get',
  handler: async (req) => {
    const id = await aircraftFromPath(req)
    const format = req.searchParams.get('format') ?? 'pdf'
    if (!['pdf', 'csv'].includes(format)) {
      throw new APIError(
        'format must be pdf or csv',
        400,
        [{ path: 'format', message: 'format must be pdf or csv' }],
        true,
      )
    }
    const list = await equipmentListOf(req, id)
    if (!wantsDownload(req)) return Response.json(list)
    const options = downloadOptions(req)
    const name = `equipment-list-${list.aircraft.registration}`
    if (format === 'csv')
      return attachment(renderEquipmentListCsv(list, options.language), 'text/csv; charset=utf-8', `${name}.csv`)
    // Laying out the pages is heavy work (a place, or 429), done in a worker thread.
    const pdf = await heavyWork(req, () => inWorker(req, 'equipmentListPdf', { list, options }))
    return attachment(pdf, 'application/pdf', `${name}.pdf`)
  },
}
