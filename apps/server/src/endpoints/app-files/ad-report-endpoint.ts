import { todayUtc } from '@flugakte/domain'
import type { AdStatusList, AirworthinessReport } from '@flugakte/domain'
import { Forbidden, NotFound, type Endpoint, type PayloadRequest } from 'payload'

import { buildAirworthinessReport, buildAirworthinessReports } from '../../airworthiness/build-report'
import { heavyWork, inWorker } from '../../lib/heavy-work/heavy-work'
import { attachment, downloadOptions, wantsDownload } from '../airworthiness/download'
import { aircraftFromQuery, badRequest } from '../request-params'

const ofType = (report: AirworthinessReport, name: string) =>
  [report.aircraft.easa_type, report.aircraft.variant].some((value) => value?.toLowerCase() === name.toLowerCase())

/** The reports the request asks for: one aircraft, or every visible aircraft of an EASA type. */
async function reportsFor(req: PayloadRequest, today: string): Promise<AirworthinessReport[]> {
  const aircraftParam = req.searchParams.get('customerAircraft')
  const typeName = req.searchParams.get('easaTypeName')?.trim() || null
  if (aircraftParam) {
    const id = await aircraftFromQuery(req, 'customerAircraft')
    const report = await buildAirworthinessReport(req, id, today)
    if (typeName && !ofType(report, typeName)) throw new NotFound(req.t)
    return [report]
  }
  if (!typeName) badRequest(req, 'customerAircraft', 'aircraftOrType')
  const aircraft = await req.payload.find({
    collection: 'customer_aircrafts',
    where: {
      and: [
        { status: { equals: 'published' } },
        {
          or: [
            { 'aircraft.easa_types.name': { equals: typeName } },
            { 'aircraft.easa_types.variant': { equals: typeName } },
          ],
        },
      ],
    },
    sort: 'registration',
    depth: 0,
    pagination: false,
    select: { registration: true },
    overrideAccess: false,
    user: req.user,
    req,
  })
  return buildAirworthinessReports(
    req,
    aircraft.docs.map((doc) => doc.id),
    today,
  )
}

/**
 * GET /api/app-files/ad?customerAircraft=&easaTypeName=&download=: the AD status (EASA Part-ML
 * ML.A.305) of one aircraft or of the caller's aircraft of a type; `download=true` as PDF.
 */
export const adReportEndpoint: Endpoint = {
  path: '/app-files/ad',
  method: 'get',
  handler: async (req) => {
    if (!req.user) throw new Forbidden(req.t)
    const reports = await reportsFor(req, todayUtc())
    const list: AdStatusList = {
      data: reports.flatMap((report) =>
        report.directives.map((row) => ({ ...row, registration: report.aircraft.registration })),
      ),
    }
    if (!wantsDownload(req)) return Response.json(list)
    const single = reports.length === 1 && req.searchParams.get('customerAircraft') ? reports[0] : null
    const typeName = req.searchParams.get('easaTypeName')?.trim() || null
    // Laying out the pages is heavy work (a place, or 429), done in a worker thread.
    const pdf = await heavyWork(req, () =>
      inWorker(req, 'adStatusPdf', {
        report: {
          aircraft: single
            ? {
                registration: single.aircraft.registration,
                variant: single.aircraft.variant,
                serial_number: single.aircraft.serial_number,
              }
            : null,
          easaTypeName: single ? null : typeName,
          counters: single?.counters ?? null,
          rows: list.data,
        },
        options: downloadOptions(req),
      }),
    )
    return attachment(pdf, 'application/pdf', `AD-status-${single?.aircraft.registration ?? typeName ?? 'fleet'}.pdf`)
  },
}
