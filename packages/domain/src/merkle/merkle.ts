import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'

/**
 * The Merkle tree of a transparency log, as RFC 9162 (Certificate Transparency 2.0) §2.1 defines it:
 * SHA-256, leaves hashed as H(0x00 || data), inner nodes as H(0x01 || left || right), a tree of n
 * leaves split at the largest power of two smaller than n. Inclusion proofs show that an entry is in a
 * tree; consistency proofs show that a tree extends an earlier one (nothing changed, dropped or
 * reordered), which is what a witness holding an older signed head checks.
 *
 * Synchronous and free of Node or DOM APIs, so the server and the browser (the device witness) share it.
 * The record export's `verify.mjs` repeats the hashing and both verifications with Node built-ins only
 * (apps/server/src/journey-log/record-export/merkle-verify.mjs): change both together.
 *
 * Sizes and indexes are JavaScript numbers (safe integers); they are halved with arithmetic, not with
 * bit operators, which would wrap beyond 2³¹.
 */

/** A SHA-256 digest, 32 bytes. */
export type Hash = Uint8Array

export const HASH_LENGTH = 32

const LEAF_PREFIX = Uint8Array.of(0x00)
const NODE_PREFIX = Uint8Array.of(0x01)

/** Lower-case hex of the bytes. */
export function toHex(hash: Uint8Array): string {
  return bytesToHex(hash)
}

/** The bytes of a hex string; throws on an odd length or a character that is not hex. */
export function fromHex(hex: string): Uint8Array {
  return hexToBytes(hex)
}

/** RFC 9162 §2.1.1: the hash of a leaf, SHA-256(0x00 || data); a string is taken as its UTF-8 bytes. */
export function leafHash(data: Uint8Array | string): Hash {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data
  return sha256.create().update(LEAF_PREFIX).update(bytes).digest()
}

/** RFC 9162 §2.1.1: the hash of an inner node, SHA-256(0x01 || left || right). */
export function nodeHash(left: Hash, right: Hash): Hash {
  return sha256.create().update(NODE_PREFIX).update(left).update(right).digest()
}

/** The root of the empty tree: SHA-256 of the empty string. */
export const EMPTY_ROOT: Hash = sha256(new Uint8Array(0))

/** The largest power of two smaller than n (n ≥ 2). */
function splitPoint(n: number): number {
  let k = 1
  while (k * 2 < n) k *= 2
  return k
}

/** MTH over leaves[start, end), end > start. */
function subtreeHash(leaves: readonly Hash[], start: number, end: number): Hash {
  if (end - start === 1) return leaves[start]!
  const k = splitPoint(end - start)
  return nodeHash(subtreeHash(leaves, start, start + k), subtreeHash(leaves, start + k, end))
}

/** RFC 9162 §2.1.1: the Merkle tree hash (root) over already hashed leaves (see leafHash). */
export function merkleRoot(leaves: readonly Hash[]): Hash {
  return leaves.length === 0 ? EMPTY_ROOT : subtreeHash(leaves, 0, leaves.length)
}

// ---------------------------------------------------------------------------------------------------
// Compact range: what an append needs to know of the tree, O(log n) hashes.

/**
 * The roots of the perfect subtrees of a tree of size n, left to right: one per set bit of n, the
 * largest first. Appending a leaf and computing the root need nothing else of the tree.
 */
export type Frontier = Hash[]

function setBits(n: number): number {
  let count = 0
  for (let rest = n; rest > 0; rest = Math.floor(rest / 2)) count += rest % 2
  return count
}

function isSize(n: unknown): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0
}

/**
 * The frontier of the tree of size + 1 after appending a leaf hash to the tree of `size` whose frontier
 * is given (a new array; the argument is left as it was). Throws when the frontier cannot belong to a
 * tree of that size.
 */
export function appendToFrontier(frontier: readonly Hash[], size: number, leaf: Hash): Frontier {
  if (!isSize(size) || frontier.length !== setBits(size)) {
    throw new RangeError(`A frontier of ${frontier.length} hashes does not belong to a tree of size ${size}`)
  }
  const next = frontier.slice()
  let hash = leaf
  // Each set low bit of size is a perfect subtree as large as the one the new leaf completes: merge them.
  for (let rest = size; rest % 2 === 1; rest = Math.floor(rest / 2)) {
    hash = nodeHash(next.pop()!, hash)
  }
  next.push(hash)
  return next
}

/** The root of the tree whose frontier is given (EMPTY_ROOT for the empty tree). */
export function frontierRoot(frontier: readonly Hash[]): Hash {
  if (frontier.length === 0) return EMPTY_ROOT
  let root = frontier[frontier.length - 1]!
  for (let i = frontier.length - 2; i >= 0; i--) root = nodeHash(frontier[i]!, root)
  return root
}

export function frontierToHex(frontier: readonly Hash[]): string[] {
  return frontier.map(toHex)
}

/** The frontier stored as hex strings; throws unless each is a 32-byte hash. */
export function frontierFromHex(hexes: readonly string[]): Frontier {
  return hexes.map((hex) => {
    const hash = fromHex(hex)
    if (hash.length !== HASH_LENGTH) throw new RangeError(`Not a SHA-256 hash: ${hex}`)
    return hash
  })
}

// ---------------------------------------------------------------------------------------------------
// Inclusion proofs (RFC 9162 §2.1.3).

/**
 * RFC 9162 §2.1.3.1 PATH(index, D[size]): the inclusion proof of leaf `index` in the tree of the first
 * `size` leaves. Throws unless 0 ≤ index < size ≤ leaves.length.
 */
export function inclusionProof(leaves: readonly Hash[], index: number, size: number = leaves.length): Hash[] {
  if (!isSize(index) || !isSize(size) || index >= size || size > leaves.length) {
    throw new RangeError(`No inclusion proof for leaf ${index} in a tree of size ${size} (${leaves.length} leaves)`)
  }
  const proof: Hash[] = []
  // Walk down from the root; the sibling subtree at each level is collected bottom-up by unshift.
  let start = 0
  let end = size
  while (end - start > 1) {
    const k = splitPoint(end - start)
    if (index < start + k) {
      proof.unshift(subtreeHash(leaves, start + k, end))
      end = start + k
    } else {
      proof.unshift(subtreeHash(leaves, start, start + k))
      start += k
    }
  }
  return proof
}

function isHash(value: unknown): value is Hash {
  return value instanceof Uint8Array && value.length === HASH_LENGTH
}

function equal(a: Hash, b: Hash): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}

function isProof(proof: unknown): proof is readonly Hash[] {
  return Array.isArray(proof) && proof.every(isHash)
}

/**
 * RFC 9162 §2.1.3.2: whether `proof` shows that the leaf hash `leaf` is leaf `index` of the tree of
 * `size` leaves whose root is `root`. Never throws: any malformed argument answers false.
 */
export function verifyInclusion(leaf: Hash, index: number, size: number, proof: readonly Hash[], root: Hash): boolean {
  try {
    if (!isSize(index) || !isSize(size) || !isHash(leaf) || !isHash(root) || !isProof(proof)) return false
    if (index >= size) return false
    let fn = index
    let sn = size - 1
    let r = leaf
    for (const p of proof) {
      if (sn === 0) return false
      if (fn % 2 === 1 || fn === sn) {
        r = nodeHash(p, r)
        // The right edge of the tree, where a node has no sibling: climb until it is a right child again.
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2)
          sn = Math.floor(sn / 2)
        }
      } else {
        r = nodeHash(r, p)
      }
      fn = Math.floor(fn / 2)
      sn = Math.floor(sn / 2)
    }
    return sn === 0 && equal(r, root)
  } catch {
    return false
  }
}

// ---------------------------------------------------------------------------------------------------
// Consistency proofs (RFC 9162 §2.1.4).

function subproof(leaves: readonly Hash[], m: number, start: number, end: number, complete: boolean, out: Hash[]) {
  const n = end - start
  if (m === n) {
    if (!complete) out.push(subtreeHash(leaves, start, end))
    return
  }
  const k = splitPoint(n)
  if (m <= k) {
    subproof(leaves, m, start, start + k, complete, out)
    out.push(subtreeHash(leaves, start + k, end))
  } else {
    subproof(leaves, m - k, start + k, end, false, out)
    out.push(subtreeHash(leaves, start, start + k))
  }
}

/**
 * RFC 9162 §2.1.4.1 PROOF(m, D[n]): the consistency proof that the tree of the first n leaves extends
 * the tree of the first m. Empty for m = 0 and for m = n. Throws unless 0 ≤ m ≤ n ≤ leaves.length.
 */
export function consistencyProof(leaves: readonly Hash[], m: number, n: number = leaves.length): Hash[] {
  if (!isSize(m) || !isSize(n) || m > n || n > leaves.length) {
    throw new RangeError(`No consistency proof from size ${m} to size ${n} (${leaves.length} leaves)`)
  }
  const proof: Hash[] = []
  if (m > 0 && m < n) subproof(leaves, m, 0, n, true, proof)
  return proof
}

function isPowerOfTwo(n: number): boolean {
  let rest = n
  while (rest > 1 && rest % 2 === 0) rest /= 2
  return rest === 1
}

/**
 * RFC 9162 §2.1.4.2: whether `proof` shows that the tree of size n with root rootN extends the tree of
 * size m with root rootM. For m = n the proof must be empty and the roots equal; for m = 0 the proof
 * must be empty and rootM the empty tree's root (then nothing is said of rootN: its signature is what
 * vouches for it). Never throws: any malformed argument answers false.
 */
export function verifyConsistency(m: number, n: number, rootM: Hash, rootN: Hash, proof: readonly Hash[]): boolean {
  try {
    if (!isSize(m) || !isSize(n) || !isHash(rootM) || !isHash(rootN) || !isProof(proof)) return false
    if (m > n) return false
    if (m === n) return proof.length === 0 && equal(rootM, rootN)
    if (m === 0) return proof.length === 0 && equal(rootM, EMPTY_ROOT)
    if (proof.length === 0) return false
    const path = isPowerOfTwo(m) ? [rootM, ...proof] : proof
    let fn = m - 1
    let sn = n - 1
    while (fn % 2 === 1) {
      fn = Math.floor(fn / 2)
      sn = Math.floor(sn / 2)
    }
    let fr = path[0]!
    let sr = path[0]!
    for (const c of path.slice(1)) {
      if (sn === 0) return false
      if (fn % 2 === 1 || fn === sn) {
        fr = nodeHash(c, fr)
        sr = nodeHash(c, sr)
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2)
          sn = Math.floor(sn / 2)
        }
      } else {
        sr = nodeHash(sr, c)
      }
      fn = Math.floor(fn / 2)
      sn = Math.floor(sn / 2)
    }
    return sn === 0 && equal(fr, rootM) && equal(sr, rootN)
  } catch {
    return false
  }
}
