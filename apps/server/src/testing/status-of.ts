/** The HTTP status a Local API call would answer with: 'ok', or the error's status. */
export async function statusOf(promise: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await promise
    return 'ok'
  } catch (error) {
    return (error as { status?: number }).status ?? 500
  }
}

/** The field messages of a validation error (Payload's `data.errors`). */
export async function fieldErrors(promise: Promise<unknown>): Promise<{ path: string; message: string }[]> {
  try {
    await promise
  } catch (error) {
    return (error as { data?: { errors?: { path: string; message: string }[] } }).data?.errors ?? []
  }
  throw new Error('expected the call to fail')
}
