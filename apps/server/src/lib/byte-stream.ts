/**
 * Bytes produced one piece at a time (a generator, or a Node stream's iterator) as a web stream for a
 * Response: the next piece is made only when the client has taken the last (pull), and a client that
 * goes away stops the producer (cancel). Node's Readable.toWeb would throw on pieces still arriving
 * after a cancel.
 */
export function byteStream(pieces: AsyncIterator<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await pieces.next()
        if (done) controller.close()
        else controller.enqueue(value)
      } catch (error) {
        controller.error(error)
      }
    },
    async cancel() {
      await pieces.return?.()
    },
  })
}
