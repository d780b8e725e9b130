import { downloadFile } from '../../../lib/files'

/** GET /api/customer_aircrafts/:id/defects.pdf: the open and deferred defects, for the aircraft's papers. */
export const defectsPdfUrl = (aircraft: number) => `/api/customer_aircrafts/${aircraft}/defects.pdf`

/** Saves the PDF (fetched with the session, see lib/files) under the aircraft's registration and the day. */
export async function downloadDefectsPdf(aircraft: number, registration: string, today: string): Promise<void> {
  await downloadFile(defectsPdfUrl(aircraft), `${registration}-defects-${today}.pdf`)
}
