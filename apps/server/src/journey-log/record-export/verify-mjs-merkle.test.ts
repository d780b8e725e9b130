import {
  consistencyProof,
  EMPTY_ROOT,
  fromHex,
  inclusionProof,
  leafHash,
  merkleRoot,
  nodeHash,
  toHex,
  verifyConsistency,
  verifyInclusion,
} from '@flugakte/domain'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  EMPTY_ROOT_HEX,
  leafHashHex,
  merkleRootHex,
  nodeHashHex,
  verifyConsistencyHex,
  verifyInclusionHex,
} from './verify.mjs'

// The 8-leaf test tree of Certificate Transparency and Trillian, from github.com/transparency-dev/merkle
// testonly/constants.go and proof/verify_test.go. Its leaf inputs are ASCII bytes, so also UTF-8 texts.
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
const asText = (hex: string) => String.fromCharCode(...Array.from(fromHex(hex)))
const VECTOR_LEAVES = LEAF_INPUTS.map((input) => leafHashHex(asText(input)))

describe('the Merkle tree of verify.mjs on the RFC 9162 test vectors', () => {
  it('gives the published roots for sizes 0..8', () => {
    expect(EMPTY_ROOT_HEX).toBe(ROOTS[0])
    for (let size = 0; size <= 8; size++) expect(merkleRootHex(VECTOR_LEAVES.slice(0, size))).toBe(ROOTS[size])
  })

  it('checks the published proofs (verify_test.go), and refuses them changed', () => {
    const inclusion = [
      'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
      'ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0',
      'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
    ]
    expect(verifyInclusionHex(VECTOR_LEAVES[5]!, 5, 8, inclusion, ROOTS[8]!)).toBe(true)
    expect(
      verifyInclusionHex(
        VECTOR_LEAVES[5]!,
        5,
        8,
        inclusion.map((h) => h.toUpperCase()),
        ROOTS[8]!,
      ),
    ).toBe(true)
    expect(verifyInclusionHex(VECTOR_LEAVES[4]!, 5, 8, inclusion, ROOTS[8]!)).toBe(false)
    expect(verifyInclusionHex(VECTOR_LEAVES[5]!, 5, 8, inclusion.slice(1), ROOTS[8]!)).toBe(false)
    const consistency = [
      '0ebc5d3437fbe2db158b9f126a1d118e308181031d0a949f8dededebc558ef6a',
      'ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0',
      'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
    ]
    expect(verifyConsistencyHex(6, 8, ROOTS[6]!, ROOTS[8]!, consistency)).toBe(true)
    expect(verifyConsistencyHex(6, 8, ROOTS[7]!, ROOTS[8]!, consistency)).toBe(false)
    expect(verifyConsistencyHex(6, 8, ROOTS[6]!, ROOTS[8]!, consistency.slice(0, 2))).toBe(false)
    expect(verifyConsistencyHex(0, 8, EMPTY_ROOT_HEX, ROOTS[8]!, [])).toBe(true)
    expect(verifyConsistencyHex(8, 8, ROOTS[8]!, ROOTS[8]!, [])).toBe(true)
  })

  it('refuses malformed hex instead of reading part of it', () => {
    // Buffer.from('zz…', 'hex') would quietly give fewer bytes
    expect(() => nodeHashHex('zz', ROOTS[1]!)).toThrow(TypeError)
    expect(() => merkleRootHex([ROOTS[1]!.slice(2)])).toThrow(TypeError)
    expect(verifyInclusionHex(`${VECTOR_LEAVES[0]!}00`, 0, 1, [], `${ROOTS[1]!}00`)).toBe(false)
    expect(verifyInclusionHex(VECTOR_LEAVES[0]!, 0, 1, [], ROOTS[1]!)).toBe(true)
  })
})

// ---------------------------------------------------------------------------------------------------
// The same answers as the domain module (packages/domain/src/merkle), on random logs.

const texts = fc.array(fc.string({ unit: 'binary', maxLength: 30 }), { maxLength: 120, size: 'max' })
const hexes = (hashes: Uint8Array[]) => hashes.map(toHex)

/** A hash changed in one hex digit, or something that is not a hash at all. */
const tamper = (hex: string, seed: number): string => {
  switch (seed % 5) {
    case 0:
      return hex.slice(0, -1)
    case 1:
      return `${hex}0`
    case 2:
      return `${hex.slice(0, 63)}g`
    default: {
      const at = seed % 64
      return hex.slice(0, at) + ((parseInt(hex[at]!, 16) + 1 + (seed % 15)) % 16).toString(16) + hex.slice(at + 1)
    }
  }
}

describe('the Merkle tree of verify.mjs against the domain module', () => {
  it('hashes leaves, nodes and roots alike', () => {
    expect(EMPTY_ROOT_HEX).toBe(toHex(EMPTY_ROOT))
    fc.assert(
      fc.property(texts, (data) => {
        const leaves = data.map((text) => leafHash(text))
        const leafHexes = data.map((text) => leafHashHex(text))
        expect(leafHexes).toEqual(hexes(leaves))
        expect(merkleRootHex(leafHexes)).toBe(toHex(merkleRoot(leaves)))
        if (leaves.length >= 2)
          expect(nodeHashHex(leafHexes[0]!, leafHexes[1]!)).toBe(toHex(nodeHash(leaves[0]!, leaves[1]!)))
      }),
      { numRuns: 40 },
    )
  })

  it('verifies the inclusion proofs the domain module makes, and answers as it does when they are changed', () => {
    fc.assert(
      fc.property(texts, fc.nat(), fc.nat(), fc.nat(), (data, indexSeed, sizeSeed, seed) => {
        fc.pre(data.length > 0)
        const leaves = data.map((text) => leafHash(text))
        const size = 1 + (sizeSeed % leaves.length)
        const index = indexSeed % size
        const proof = inclusionProof(leaves, index, size)
        const root = merkleRoot(leaves.slice(0, size))
        const args = { leaf: toHex(leaves[index]!), index, size, proof: hexes(proof), root: toHex(root) }
        expect(verifyInclusionHex(args.leaf, index, size, args.proof, args.root)).toBe(true)
        // one argument changed: both implementations give the same answer
        const variants = [
          { ...args, leaf: tamper(args.leaf, seed) },
          { ...args, index: index + 1 + (seed % 3) },
          { ...args, size: size + 1 + (seed % 3) },
          { ...args, size: size * 2 },
          { ...args, root: tamper(args.root, seed) },
          { ...args, proof: args.proof.slice(1) },
          { ...args, proof: args.proof.map((hex, i) => (i === seed % args.proof.length ? tamper(hex, seed) : hex)) },
          { ...args, proof: [...args.proof, args.root] },
        ]
        for (const v of variants) {
          const domainAnswer =
            isHash(v.leaf) && isHash(v.root) && v.proof.every(isHash)
              ? verifyInclusion(fromHex(v.leaf), v.index, v.size, v.proof.map(fromHex), fromHex(v.root))
              : false
          expect(verifyInclusionHex(v.leaf, v.index, v.size, v.proof, v.root)).toBe(domainAnswer)
        }
      }),
      { numRuns: 200 },
    )
  })

  it('verifies the consistency proofs the domain module makes, and answers as it does when they are changed', () => {
    fc.assert(
      fc.property(texts, fc.nat(), fc.nat(), fc.nat(), (data, mSeed, nSeed, seed) => {
        const leaves = data.map((text) => leafHash(text))
        const n = nSeed % (leaves.length + 1)
        const m = mSeed % (n + 1)
        const args = {
          m,
          n,
          rootM: toHex(merkleRoot(leaves.slice(0, m))),
          rootN: toHex(merkleRoot(leaves.slice(0, n))),
          proof: hexes(consistencyProof(leaves, m, n)),
        }
        expect(verifyConsistencyHex(m, n, args.rootM, args.rootN, args.proof)).toBe(true)
        const changedLeaves = leaves.map((leaf, i) => (i === seed % Math.max(m, 1) ? leafHash(`changed ${i}`) : leaf))
        const variants = [
          { ...args, m: m + 1 },
          { ...args, m: Math.max(m - 1, 0) },
          { ...args, n: n + 1 },
          { ...args, rootM: tamper(args.rootM, seed) },
          { ...args, rootN: tamper(args.rootN, seed) },
          { ...args, rootM: toHex(merkleRoot(changedLeaves.slice(0, m))) },
          { ...args, proof: args.proof.slice(0, -1) },
          { ...args, proof: args.proof.map((hex, i) => (i === seed % args.proof.length ? tamper(hex, seed) : hex)) },
          { ...args, proof: [...args.proof, args.rootN] },
        ]
        for (const v of variants) {
          const domainAnswer =
            isHash(v.rootM) && isHash(v.rootN) && v.proof.every(isHash)
              ? verifyConsistency(v.m, v.n, fromHex(v.rootM), fromHex(v.rootN), v.proof.map(fromHex))
              : false
          expect(verifyConsistencyHex(v.m, v.n, v.rootM, v.rootN, v.proof)).toBe(domainAnswer)
        }
      }),
      { numRuns: 200 },
    )
  })

  it('never throws from the verifiers', () => {
    const value = fc.oneof(fc.anything(), fc.string(), fc.array(fc.string()), fc.integer({ min: -2, max: 2 ** 40 }))
    fc.assert(
      fc.property(value, value, value, value, value, (a, b, c, d, e) => {
        const args: unknown[] = [a, b, c, d, e]
        expect(verifyInclusionHex(...(args as Parameters<typeof verifyInclusionHex>))).toBeTypeOf('boolean')
        expect(verifyConsistencyHex(...(args as Parameters<typeof verifyConsistencyHex>))).toBeTypeOf('boolean')
      }),
    )
  })
})

function isHash(hex: string): boolean {
  return /^[0-9a-f]{64}$/i.test(hex)
}
