import type { CollectionConfig, Config } from 'payload'
import { describe, expect, it } from 'vitest'

import { uploadStorage, UploadStorageConfigurationError } from './upload-storage'

const S3 = {
  S3_BUCKET: 'flugakte',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
  S3_FORCE_PATH_STYLE: 'true',
}

async function filesWith(env: Record<string, string>) {
  let config = {
    collections: [
      { slug: 'files', upload: { staticDir: 'media' }, fields: [{ name: 'title', type: 'text' }] },
      { slug: 'documents', fields: [{ name: 'title', type: 'text' }] },
    ],
  } as unknown as Config
  for (const plugin of uploadStorage(env)) config = await plugin(config)
  const files = config.collections!.find((collection) => collection.slug === 'files')!
  return { files, upload: files.upload as Exclude<CollectionConfig['upload'], boolean | undefined> }
}

const names = (collection: CollectionConfig) => collection.fields.map((field) => ('name' in field ? field.name : null))

describe('upload storage', () => {
  it('keeps files on the local disk without S3_BUCKET', async () => {
    const { files, upload } = await filesWith({})
    expect(upload.disableLocalStorage).toBeUndefined()
    expect(upload.handlers).toBeUndefined()
    expect(names(files)).toEqual(['title'])
  })

  it('puts files in the bucket, served through the access-checked route, with the same columns', async () => {
    const { files, upload } = await filesWith(S3)
    expect(upload.disableLocalStorage).toBe(true)
    // The plugin's static handler answers Payload's file route after the read access check; with
    // disablePayloadAccessControl it would not be there and file URLs would point into the bucket.
    expect(upload.handlers).toHaveLength(1)
    // `url` is a column of every upload collection already; nothing else is added.
    expect(names(files)).toEqual(['title', 'url'])
  })

  it('refuses half a configuration', () => {
    expect(() => uploadStorage({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(UploadStorageConfigurationError)
    expect(() => uploadStorage({ S3_BUCKET: 'flugakte', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      UploadStorageConfigurationError,
    )
  })
})
