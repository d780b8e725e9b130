import { execSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const METHODS = new Set([
  'find',
  'findByID',
  'create',
  'update',
  'delete',
  'count',
  'findVersions',
  'findVersionByID',
  'countVersions',
  'findGlobal',
  'updateGlobal',
  'restoreVersion',
  'duplicate',
])

/** The server's own code: not tests, test helpers, the seed or migrations. */
function productionFiles(): string[] {
  const root = path.resolve(__dirname, '..')
  return execSync('git ls-files "*.ts"', { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(
      (file) => file && !/\.test\.ts$|(^|\/)testing(\/|\.ts$)|^seed\/|^migrations\/|payload-types\.ts$/.test(file),
    )
    .map((file) => path.join(root, file))
}

/** Local API calls whose options leave overrideAccess to Payload's default (true: no access check at all). */
function callsWithoutOverrideAccess(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      METHODS.has(node.expression.name.text) &&
      /(^|\.)payload$/.test(node.expression.expression.getText(source))
    ) {
      const options = node.arguments[0]
      const says =
        options !== undefined &&
        ts.isObjectLiteralExpression(options) &&
        options.properties.some(
          // A spread (e.g. ...readAs(req)) brings its own overrideAccess.
          (property) => ts.isSpreadAssignment(property) || property.name?.getText(source) === 'overrideAccess',
        )
      if (!says) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart())
        found.push(`${path.relative(process.cwd(), file)}:${line + 1} ${node.expression.getText(source)}`)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('Local API calls', () => {
  it('say overrideAccess explicitly, so none acts for a caller without the access checks by accident', () => {
    const files = productionFiles()
    expect(files.length).toBeGreaterThan(100)
    expect(files.flatMap(callsWithoutOverrideAccess)).toEqual([])
  })
})
