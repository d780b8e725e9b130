import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  appendToFrontier,
  consistencyProof,
  EMPTY_ROOT,
  frontierFromHex,
  frontierRoot,
  frontierToHex,
  fromHex,
  inclusionProof,
  leafHash,
  merkleRoot,
  nodeHash,
  toHex,
  verifyConsistency,
  verifyInclusion,
  type Frontier,
  type Hash,
} from './merkle'

// The test tree of Certificate Transparency and Trillian: 8 leaves, RFC 6962/9162 hashing. Data copied
// from github.com/transparency-dev/merkle, testonly/constants.go (LeafInputs, NodeHashes, RootHashes)
// and proof/verify_test.go (inclusionProofs, consistencyProofs; their leaf numbers are 1-based, the
// indexes below 0-based); the expected node lists of the other proofs from proof/proof_test.go.
const LEAF_INPUTS = ['', '00', '10', '2021', '3031', '40414243', '5051525354555657', '606162636465666768696a6b6c6d6e6f']
const ROOTS = [
  'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
  'fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125',
  'aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77',
  'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
  '4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4',
  '76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef',
  'ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c',
  '5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328',
]
// NodeHashes()[level][index]; the letters are those of the tree drawn in proof/proof_test.go.
const NODES = {
  a: '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
  b: '96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7',
  c: '0298d122906dcfc10892cb53a73992fc5b9f493ea4c9badb27b791b4127a7fe7',
  d: '07506a85fd9dd2f120eb694f86011e5bb4662e5c415a62917033d4a9624487e7',
  e: 'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
  f: '4271a26be0d8a84f0bd54c8c302e7cb3a3b5d1fa6780a40bcce2873477dab658',
  j: 'b08693ec2e721597130641e8211e7eedccb4c26413963eee6c1e2ed16ffb1a5f',
  leaf7: '46f6ffadd3d06a09ff3c5860d2755c8b9819db7df44251788c7d8e3180de8eb1',
  g: 'fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125',
  h: '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
  i: '0ebc5d3437fbe2db158b9f126a1d118e308181031d0a949f8dededebc558ef6a',
  m: 'ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0', // level 1, index 3 (d6 d7)
  k: 'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
  l: '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4',
}
type Node = keyof typeof NODES
// The right subtree of the tree of size 7, MTH(d4..d6) = hash(i, j): proof_test.go's "rehash".
const IJ = toHex(nodeHash(fromHex(NODES.i), fromHex(NODES.j)))
const nodes = (...names: Node[]) => names.map((name) => NODES[name])

const LEAVES = LEAF_INPUTS.map((input) => leafHash(fromHex(input)))

/** proof/verify_test.go: [index, size, proof]. */
const INCLUSION_VECTORS: [number, number, string[]][] = [
  [0, 1, []],
  [0, 8, nodes('b', 'h', 'l')],
  [5, 8, nodes('e', 'm', 'k')],
  [2, 3, nodes('g')],
  [1, 5, nodes('a', 'h', 'e')],
  // proof/proof_test.go, TestInclusion: the node lists for trees of up to 8 leaves.
  [0, 2, nodes('b')],
  [1, 2, nodes('a')],
  [1, 3, nodes('a', 'c')],
  [0, 7, [NODES.b, NODES.h, IJ]],
  [1, 7, [NODES.a, NODES.h, IJ]],
  [2, 7, [NODES.d, NODES.g, IJ]],
  [3, 7, [NODES.c, NODES.g, IJ]],
  [4, 7, nodes('f', 'j', 'k')],
  [5, 7, nodes('e', 'j', 'k')],
  [6, 7, nodes('i', 'k')],
  [2, 4, nodes('d', 'g')],
  [3, 5, nodes('c', 'g', 'e')],
  [3, 6, nodes('c', 'g', 'i')],
  [4, 6, nodes('f', 'k')],
]

/** proof/verify_test.go: [m, n, proof]. */
const CONSISTENCY_VECTORS: [number, number, string[]][] = [
  [1, 1, []],
  [1, 8, nodes('b', 'h', 'l')],
  [6, 8, nodes('i', 'm', 'k')],
  [2, 5, nodes('h', 'e')],
  [6, 7, nodes('i', 'j', 'k')],
  // proof/proof_test.go, TestConsistency: the node lists for trees of up to 8 leaves.
  [1, 2, nodes('b')],
  [1, 4, nodes('b', 'h')],
  [1, 6, nodes('b', 'h', 'i')],
  [2, 3, nodes('c')],
  [2, 8, nodes('h', 'l')],
  [3, 7, [NODES.c, NODES.d, NODES.g, IJ]],
  [4, 7, [IJ]],
  [5, 7, nodes('e', 'f', 'j', 'k')],
  [7, 8, nodes('j', 'leaf7', 'i', 'k')],
  [2, 4, nodes('h')],
  [3, 5, nodes('c', 'd', 'g', 'e')],
  [3, 6, nodes('c', 'd', 'g', 'i')],
  [4, 6, nodes('i')],
  [1, 7, [NODES.b, NODES.h, IJ]],
  [8, 8, []],
]

const root = (size: number) => fromHex(ROOTS[size]!)
const hexes = (proof: Hash[]) => proof.map(toHex)
const flipBit = (hash: Hash, bit = 0): Hash => {
  const copy = Uint8Array.from(hash)
  copy[bit >> 3]! ^= 1 << (bit & 7)
  return copy
}

describe('RFC 9162 test vectors (Certificate Transparency / Trillian test tree)', () => {
  it('hashes leaves, nodes and the empty tree', () => {
    expect(toHex(EMPTY_ROOT)).toBe(ROOTS[0])
    expect(toHex(LEAVES[0]!)).toBe(NODES.a)
    expect(toHex(LEAVES[7]!)).toBe(NODES.leaf7)
    expect(toHex(nodeHash(LEAVES[0]!, LEAVES[1]!))).toBe(NODES.g)
    // a string is hashed as its UTF-8 bytes
    expect(toHex(leafHash('Łódź'))).toBe(toHex(leafHash(Uint8Array.from([0xc5, 0x81, 0xc3, 0xb3, 0x64, 0xc5, 0xba]))))
  })

  it('gives the published root for every size 0..8, by MTH and by appends', () => {
    let frontier: Frontier = []
    for (let size = 0; size <= 8; size++) {
      expect(toHex(merkleRoot(LEAVES.slice(0, size))), `size ${size}`).toBe(ROOTS[size])
      expect(toHex(frontierRoot(frontier)), `size ${size}`).toBe(ROOTS[size])
      if (size < 8) frontier = appendToFrontier(frontier, size, LEAVES[size]!)
    }
  })

  it('keeps the published compact range (CompactTrees) as the frontier', () => {
    const expected = [[], ['a'], ['g'], ['g', 'c'], ['k'], ['k', 'e'], ['k', 'i'], ['k', 'i', 'j'], ['l']]
    let frontier: Frontier = []
    for (let size = 0; size <= 7; size++) {
      expect(frontierToHex(frontier)).toEqual(nodes(...(expected[size] as Node[])))
      frontier = appendToFrontier(frontier, size, LEAVES[size]!)
    }
    expect(frontierToHex(frontier)).toEqual([ROOTS[8]])
  })

  it.each(INCLUSION_VECTORS)('inclusion proof of leaf %i in the tree of size %i', (index, size, proof) => {
    expect(hexes(inclusionProof(LEAVES, index, size))).toEqual(proof)
    expect(verifyInclusion(LEAVES[index]!, index, size, proof.map(fromHex), root(size))).toBe(true)
  })

  it.each(CONSISTENCY_VECTORS)('consistency proof from size %i to size %i', (m, n, proof) => {
    expect(hexes(consistencyProof(LEAVES, m, n))).toEqual(proof)
    expect(verifyConsistency(m, n, root(m), root(n), proof.map(fromHex))).toBe(true)
  })

  // The corruptions of proof/verify_test.go (corruptInclusionProof, corruptConsistencyProof).
  it('refuses every corrupted inclusion proof of the vectors', () => {
    const someHash = fromHex('abacaba000000000000000000000000000000000000000000060061e00123456')
    for (const [index, size, hexProof] of INCLUSION_VECTORS) {
      const proof = hexProof.map(fromHex)
      const leaf = LEAVES[index]!
      const probes: [Hash, number, number, Hash[], Hash][] = [
        [leaf, index - 1, size, proof, root(size)],
        [leaf, index + 1, size, proof, root(size)],
        [leaf, index ^ 2, size, proof, root(size)],
        [leaf, index, size * 2, proof, root(size)],
        [leaf, index, size / 2, proof, root(size)],
        [leafHash('WrongLeaf'), index, size, proof, root(size)],
        [leaf, index, size, proof, EMPTY_ROOT],
        [leaf, index, size, proof, someHash],
        [leaf, index, size, [...proof, new Uint8Array(0)], root(size)],
        [leaf, index, size, [...proof, root(size)], root(size)],
        [leaf, index, size, [new Uint8Array(0), ...proof], root(size)],
        [leaf, index, size, [root(size), ...proof], root(size)],
        ...proof.map((_, i): [Hash, number, number, Hash[], Hash] => [
          leaf,
          index,
          size,
          proof.map((hash, j) => (i === j ? flipBit(hash, 3) : hash)),
          root(size),
        ]),
      ]
      if (proof.length > 0) probes.push([leaf, index, size, proof.slice(0, -1), root(size)])
      if (proof.length > 1) probes.push([leaf, index, size, [proof[0]!, someHash, ...proof.slice(1)], root(size)])
      for (const [l, i, s, p, r] of probes) {
        expect(verifyInclusion(l, i, s, p, r), `${index}/${size} as ${i}/${s}, ${p.length} hashes`).toBe(false)
      }
    }
  })

  it('refuses every corrupted consistency proof of the vectors', () => {
    const wrongRoot = leafHash('WrongRoot')
    for (const [m, n, hexProof] of CONSISTENCY_VECTORS) {
      const proof = hexProof.map(fromHex)
      if (proof.length === 0) continue
      const [rootM, rootN] = [root(m), root(n)]
      const probes: [number, number, Hash, Hash, Hash[]][] = [
        [m - 1, n, rootM, rootN, proof],
        [m + 1, n, rootM, rootN, proof],
        [m ^ 2, n, rootM, rootN, proof],
        [m, n * 2, rootM, rootN, proof],
        [m, n / 2, rootM, rootN, proof],
        [m, n, wrongRoot, rootN, proof],
        [m, n, rootM, wrongRoot, proof],
        [m, n, rootN, rootM, proof],
        [m, n, rootM, rootN, []],
        [m, n, rootM, rootN, [...proof, new Uint8Array(0)]],
        [m, n, rootM, rootN, [...proof, rootM]],
        [m, n, rootM, rootN, [...proof, rootN]],
        [m, n, rootM, rootN, [new Uint8Array(0), ...proof]],
        [m, n, rootM, rootN, [rootM, ...proof]],
        [m, n, rootM, rootN, [rootN, ...proof]],
        [m, n, rootM, rootN, [proof[0]!, ...proof]],
        [m, n, rootM, rootN, proof.slice(0, -1)],
        ...proof.map((_, i): [number, number, Hash, Hash, Hash[]] => [
          m,
          n,
          rootM,
          rootN,
          proof.map((hash, j) => (i === j ? flipBit(hash, 4) : hash)),
        ]),
      ]
      for (const [pm, pn, rm, rn, p] of probes) {
        expect(verifyConsistency(pm, pn, rm, rn, p), `${m}→${n} as ${pm}→${pn}, ${p.length} hashes`).toBe(false)
      }
    }
  })

  // proof/verify_test.go TestVerifyConsistency, with real roots: sizes that are always consistent.
  it('answers the trivial consistency cases', () => {
    expect(verifyConsistency(0, 0, EMPTY_ROOT, EMPTY_ROOT, [])).toBe(true)
    expect(verifyConsistency(0, 5, EMPTY_ROOT, root(5), [])).toBe(true)
    expect(verifyConsistency(5, 5, root(5), root(5), [])).toBe(true)
    expect(verifyConsistency(5, 5, root(5), root(6), [])).toBe(false)
    expect(verifyConsistency(5, 5, root(5), root(5), [EMPTY_ROOT])).toBe(false)
    expect(verifyConsistency(0, 5, EMPTY_ROOT, root(5), [EMPTY_ROOT])).toBe(false)
    // A tree of size 0 has one root: a head of size 0 with another root is not a head of this log.
    expect(verifyConsistency(0, 5, root(1), root(5), [])).toBe(false)
    // time travel to the past
    expect(verifyConsistency(2, 1, root(2), root(1), [])).toBe(false)
    expect(verifyConsistency(6, 5, root(6), root(5), consistencyProof(LEAVES, 5, 6))).toBe(false)
  })
})

describe('malformed input', () => {
  it('never throws from the verifiers, answers false', () => {
    const proof = inclusionProof(LEAVES, 1, 5)
    const bad: unknown[] = [undefined, null, -1, 1.5, Number.NaN, Infinity, 2 ** 60, '1', [], {}, new Uint8Array(31)]
    for (const value of bad) {
      const v = value as never
      expect(verifyInclusion(v, 1, 5, proof, root(5))).toBe(false)
      expect(verifyInclusion(LEAVES[1]!, v, 5, proof, root(5))).toBe(false)
      expect(verifyInclusion(LEAVES[1]!, 1, v, proof, root(5))).toBe(false)
      expect(verifyInclusion(LEAVES[1]!, 1, 5, v, root(5))).toBe(false)
      expect(verifyInclusion(LEAVES[1]!, 1, 5, [v], root(5))).toBe(false)
      expect(verifyInclusion(LEAVES[1]!, 1, 5, proof, v)).toBe(false)
      const cproof = consistencyProof(LEAVES, 3, 7)
      expect(verifyConsistency(v, 7, root(3), root(7), cproof)).toBe(false)
      expect(verifyConsistency(3, v, root(3), root(7), cproof)).toBe(false)
      expect(verifyConsistency(3, 7, v, root(7), cproof)).toBe(false)
      expect(verifyConsistency(3, 7, root(3), v, cproof)).toBe(false)
      expect(verifyConsistency(3, 7, root(3), root(7), v)).toBe(false)
      expect(verifyConsistency(3, 7, root(3), root(7), [...cproof, v])).toBe(false)
    }
    // sanity: the same calls with good arguments verify
    expect(verifyInclusion(LEAVES[1]!, 1, 5, proof, root(5))).toBe(true)
    expect(verifyConsistency(3, 7, root(3), root(7), consistencyProof(LEAVES, 3, 7))).toBe(true)
  })

  it('keeps the verifiers from throwing on any input', () => {
    const anything = fc.oneof(
      fc.anything(),
      fc.uint8Array({ minLength: 32, maxLength: 32 }),
      fc.array(fc.uint8Array({ minLength: 31, maxLength: 33 }), { maxLength: 40 }),
      fc.integer({ min: -3, max: 2 ** 40 }),
      fc.double(),
    )
    fc.assert(
      fc.property(anything, anything, anything, anything, anything, (a, b, c, d, e) => {
        const args: unknown[] = [a, b, c, d, e]
        expect(verifyInclusion(...(args as Parameters<typeof verifyInclusion>))).toBeTypeOf('boolean')
        expect(verifyConsistency(...(args as Parameters<typeof verifyConsistency>))).toBeTypeOf('boolean')
      }),
    )
  })

  it('refuses bad hex and bad ranges with an error', () => {
    expect(() => fromHex('abc')).toThrow()
    expect(() => fromHex('zz')).toThrow()
    expect(toHex(fromHex('00Ff'))).toBe('00ff')
    expect(() => frontierFromHex(['00'])).toThrow()
    expect(() => appendToFrontier([], 1, LEAVES[0]!)).toThrow(RangeError)
    expect(() => inclusionProof(LEAVES, 8)).toThrow(RangeError)
    expect(() => inclusionProof(LEAVES, 0, 9)).toThrow(RangeError)
    expect(() => inclusionProof(LEAVES, -1)).toThrow(RangeError)
    expect(() => consistencyProof(LEAVES, 5, 4)).toThrow(RangeError)
    expect(() => consistencyProof(LEAVES, 1, 9)).toThrow(RangeError)
  })

  it('leaves the frontier given to appendToFrontier as it was', () => {
    const frontier = [LEAVES[0]!]
    const next = appendToFrontier(frontier, 1, LEAVES[1]!)
    expect(frontierToHex(frontier)).toEqual([NODES.a])
    expect(frontierToHex(next)).toEqual([NODES.g])
    expect(frontierToHex(frontierFromHex(frontierToHex(next)))).toEqual([NODES.g])
  })
})

// ---------------------------------------------------------------------------------------------------
// Property tests over random logs. Leaf data are distinct, so that no two leaves hash alike (with
// equal leaves a proof for one position also proves its twin: that is no flaw of the tree).
// SHA-256 in plain JavaScript is slow enough that the runs are counted and given time explicitly.
const PROPERTY_TIMEOUT = 120_000

// size 'max': lengths spread over 0..maxLength (fast-check's default keeps arrays to about ten items).
const leafData = (maxLength: number) =>
  fc.uniqueArray(fc.uint8Array({ maxLength: 40 }), { maxLength, size: 'max', selector: (bytes) => toHex(bytes) })
const hashedLeaves = (maxLength: number) => leafData(maxLength).map((data) => data.map((bytes) => leafHash(bytes)))

/** The root of every prefix, by appends (the first property checks them against MTH). */
function prefixRoots(leaves: readonly Hash[]): Hash[] {
  const roots = [EMPTY_ROOT]
  let frontier: Frontier = []
  leaves.forEach((leaf, size) => {
    frontier = appendToFrontier(frontier, size, leaf)
    roots.push(frontierRoot(frontier))
  })
  return roots
}

describe('random logs', () => {
  it(
    'builds by appends the root MTH gives, for every prefix',
    () => {
      fc.assert(
        fc.property(hashedLeaves(300), (leaves) => {
          let frontier: Frontier = []
          for (let size = 0; size <= leaves.length; size++) {
            expect(toHex(frontierRoot(frontier))).toBe(toHex(merkleRoot(leaves.slice(0, size))))
            if (size < leaves.length) frontier = appendToFrontier(frontier, size, leaves[size]!)
          }
          // a stored frontier survives its hex form
          expect(toHex(frontierRoot(frontierFromHex(frontierToHex(frontier))))).toBe(toHex(merkleRoot(leaves)))
        }),
        { numRuns: 15 },
      )
    },
    PROPERTY_TIMEOUT,
  )

  it(
    'proves every leaf of a tree, and no changed leaf, index, size or root',
    () => {
      fc.assert(
        fc.property(hashedLeaves(300), fc.nat(), fc.nat(), (leaves, sizeSeed, seed) => {
          fc.pre(leaves.length > 0)
          const roots = prefixRoots(leaves)
          const size = 1 + (sizeSeed % leaves.length)
          const rootN = roots[size]!
          for (let index = 0; index < size; index++) {
            const proof = inclusionProof(leaves, index, size)
            const leaf = leaves[index]!
            const other = seed + index
            expect(verifyInclusion(leaf, index, size, proof, rootN)).toBe(true)
            // another leaf of the log, or this one changed in one bit
            if (leaves.length > 1) {
              const otherLeaf = leaves[(index + 1 + (other % (leaves.length - 1))) % leaves.length]!
              expect(verifyInclusion(otherLeaf, index, size, proof, rootN)).toBe(false)
            }
            expect(verifyInclusion(flipBit(leaf, other % 256), index, size, proof, rootN)).toBe(false)
            // another index in the same tree, or one beyond it
            if (size > 1) {
              const otherIndex = (index + 1 + (other % (size - 1))) % size
              expect(verifyInclusion(leaf, otherIndex, size, proof, rootN)).toBe(false)
            }
            expect(verifyInclusion(leaf, size + (other % 3), size, proof, rootN)).toBe(false)
            // another size: a tree one level higher, or another size with that tree's root
            expect(verifyInclusion(leaf, index, size * 2, proof, rootN)).toBe(false)
            const otherSize = index + 1 + (other % (leaves.length - index))
            if (otherSize !== size) {
              expect(verifyInclusion(leaf, index, otherSize, proof, roots[otherSize]!)).toBe(false)
            }
            // another root
            expect(verifyInclusion(leaf, index, size, proof, flipBit(rootN, other % 256))).toBe(false)
            if (size < leaves.length) expect(verifyInclusion(leaf, index, size, proof, roots[size + 1]!)).toBe(false)
          }
        }),
        { numRuns: 15 },
      )
    },
    PROPERTY_TIMEOUT,
  )

  /** Every way the proof can be changed by one element: dropped, changed in one bit, added. */
  function corruptions(proof: Hash[], seed: number): Hash[][] {
    const changed = proof.flatMap((_, i) => [
      proof.filter((__, j) => j !== i),
      proof.map((hash, j) => (i === j ? flipBit(hash, seed % 256) : hash)),
    ])
    return [...changed, [...proof, leafHash('extra')], [leafHash('extra'), ...proof]]
  }

  /** A log and the same log with one leaf changed, with the roots of all their prefixes. */
  type Logs = { leaves: Hash[]; roots: Hash[]; changed: Hash[]; changedRoots: Hash[]; changedAt: number }

  function logs(leaves: Hash[], seed: number): Logs {
    const changedAt = leaves.length === 0 ? 0 : seed % leaves.length
    const changed = leaves.map((leaf, i) => (i === changedAt ? flipBit(leaf, seed % 256) : leaf))
    return { leaves, roots: prefixRoots(leaves), changed, changedRoots: prefixRoots(changed), changedAt }
  }

  function checkConsistency({ leaves, roots, changed, changedRoots, changedAt }: Logs, m: number, n: number) {
    const [rootM, rootN] = [roots[m]!, roots[n]!]
    const proof = consistencyProof(leaves, m, n)
    expect(verifyConsistency(m, n, rootM, rootN, proof), `${m}→${n}`).toBe(true)
    expect(verifyConsistency(m, n, flipBit(rootM, m % 256), rootN, proof), `${m}→${n} rootM`).toBe(false)
    // (the empty tree is a prefix of every tree: from size 0 no proof can say anything of rootN)
    expect(verifyConsistency(m, n, rootM, flipBit(rootN, n % 256), proof), `${m}→${n} rootN`).toBe(m === 0 && n > 0)
    // the root of another size of the same log
    const otherRootN = n > m ? roots[n - 1] : roots[n + 1]
    if (otherRootN)
      expect(verifyConsistency(m, n, rootM, otherRootN, proof), `${m}→${n} as n ± 1`).toBe(m === 0 && n > m)
    for (const corrupted of corruptions(proof, m + n)) {
      expect(verifyConsistency(m, n, rootM, rootN, corrupted), `${m}→${n} proof`).toBe(false)
    }
    if (changedAt < m) {
      // An earlier leaf rewritten: the witness's old head does not pass against the rewritten log,
      // nor the rewritten log's old head against the true log.
      const rewritten = consistencyProof(changed, m, n)
      expect(verifyConsistency(m, n, rootM, changedRoots[n]!, rewritten), `${m}→${n} rewritten`).toBe(false)
      expect(verifyConsistency(m, n, changedRoots[m]!, rootN, proof), `${m}→${n} changed`).toBe(false)
    }
  }

  it(
    'proves every pair of sizes m ≤ n consistent, and nothing changed',
    () => {
      fc.assert(
        fc.property(hashedLeaves(40), fc.nat(), (leaves, seed) => {
          const both = logs(leaves, seed)
          for (let n = 0; n <= leaves.length; n++) {
            for (let m = 0; m <= n; m++) checkConsistency(both, m, n)
          }
        }),
        { numRuns: 10 },
      )
    },
    PROPERTY_TIMEOUT,
  )

  it(
    'proves every earlier size of a long log consistent with it, and nothing changed',
    () => {
      fc.assert(
        fc.property(hashedLeaves(300), fc.nat(), fc.nat(), (leaves, sizeSeed, seed) => {
          const both = logs(leaves, seed)
          const n = sizeSeed % (leaves.length + 1)
          for (let m = 0; m <= n; m++) checkConsistency(both, m, n)
        }),
        { numRuns: 10 },
      )
    },
    PROPERTY_TIMEOUT,
  )
})
