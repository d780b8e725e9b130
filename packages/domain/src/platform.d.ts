// The few Web APIs the domain rules use, present alike in browsers and in Node ≥ 20; the package
// compiles without the DOM or Node type libraries so that nothing else of either slips in.
declare const crypto: { subtle: { digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer> } }
declare class TextEncoder {
  encode(input: string): Uint8Array
}
declare function btoa(data: string): string
