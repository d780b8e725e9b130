import type { BordbuchDocument, BordbuchRow } from './render-bordbuch'

/** What the worker gets first: the document without its rows and closing pages (plain data). */
export type BordbuchHeader = Omit<BordbuchDocument, 'rows' | 'verification' | 'defects'>

type Verification = Awaited<ReturnType<BordbuchDocument['verification']>>
type Defects = Awaited<ReturnType<NonNullable<BordbuchDocument['defects']>>>

/** What the worker pulls after the header, in this order: batches of rows, then the two closing parts. */
export type BordbuchInput = { rows: BordbuchRow[] } | { defects: Defects } | { verification: Verification }

/**
 * Request thread: the document's parts as the worker pulls them. The rows are read from the database
 * a batch at a time as the worker asks; the defects and the closing page are read once every row is
 * printed, as renderBordbuch asks for them.
 */
export function bordbuchHeader(document: BordbuchDocument): {
  header: BordbuchHeader
  inputs: AsyncIterable<BordbuchInput>
} {
  const { rows, verification, defects, ...header } = document
  async function* inputs(): AsyncGenerator<BordbuchInput> {
    for await (const batch of rows) yield { rows: batch }
    yield { defects: defects ? await defects() : null }
    yield { verification: await verification() }
  }
  return { header, inputs: inputs() }
}

/** Worker thread: the document again, its rows and closing parts pulled from the request thread. */
export function bordbuchFromInputs(header: BordbuchHeader, inputs: AsyncIterable<BordbuchInput>): BordbuchDocument {
  const source = inputs[Symbol.asyncIterator]()
  let pendingAfterRows: BordbuchInput | null = null
  const nextInput = async (): Promise<BordbuchInput> => {
    if (pendingAfterRows) {
      const input = pendingAfterRows
      pendingAfterRows = null
      return input
    }
    const step = await source.next()
    if (step.done) throw new Error('the Bordbuch ended before its closing page')
    return step.value
  }
  return {
    ...header,
    rows: {
      async *[Symbol.asyncIterator]() {
        for (;;) {
          const input = await nextInput()
          if (!('rows' in input)) {
            pendingAfterRows = input
            return
          }
          yield input.rows
        }
      },
    },
    defects: async () => {
      const input = await nextInput()
      if (!('defects' in input)) throw new Error('the Bordbuch expected its defects')
      return input.defects
    },
    verification: async () => {
      let input = await nextInput()
      // Without a defects list renderBordbuch does not ask for it.
      if ('defects' in input) input = await nextInput()
      if (!('verification' in input)) throw new Error('the Bordbuch expected its closing page')
      return input.verification
    },
  }
}
