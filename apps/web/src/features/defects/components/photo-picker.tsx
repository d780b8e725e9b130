import {
  ActionIcon,
  Box,
  Button,
  FileButton,
  Group,
  Input,
  SimpleGrid,
  Stack,
  Text,
  useMantineTheme,
} from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { DEFECT_PHOTO_TYPES, MAX_DEFECT_PHOTO_BYTES, MAX_DEFECT_PHOTOS } from '@flugakte/domain'
import { IconCamera, IconPhotoPlus, IconX } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

const ACCEPT = DEFECT_PHOTO_TYPES.join(',')
const MEGABYTE = 1024 * 1024

type Props = { photos: File[]; onChange: (photos: File[]) => void }

/**
 * The photos of a report: picked from the device (several at once) or, on a phone, taken with its
 * camera; up to MAX_DEFECT_PHOTOS JPEG or PNG files, each shown with a way to remove it.
 */
export function PhotoPicker({ photos, onChange }: Props) {
  const { t } = useTranslation('defects')
  const theme = useMantineTheme()
  const phone = !useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, { getInitialValueInEffect: false })
  const [problems, setProblems] = useState<string[]>([])
  // Cleared after each choice, so the same photo may be chosen again after it was removed.
  const resetPick = useRef<() => void>(null)
  const resetTake = useRef<() => void>(null)

  const add = (files: File[]) => {
    const found: string[] = []
    const accepted = files.filter((file) => {
      if (!(DEFECT_PHOTO_TYPES as readonly string[]).includes(file.type))
        found.push(t('report.wrongPhotoType', { name: file.name }))
      else if (file.size > MAX_DEFECT_PHOTO_BYTES)
        found.push(t('report.photoTooLarge', { name: file.name, size: MAX_DEFECT_PHOTO_BYTES / MEGABYTE }))
      else return true
      return false
    })
    const room = MAX_DEFECT_PHOTOS - photos.length
    if (accepted.length > room) found.push(t('report.tooManyPhotos', { max: MAX_DEFECT_PHOTOS }))
    setProblems(found)
    onChange([...photos, ...accepted.slice(0, Math.max(0, room))])
    resetPick.current?.()
    resetTake.current?.()
  }
  const remove = (index: number) => {
    setProblems([])
    onChange(photos.filter((_, position) => position !== index))
  }
  const full = photos.length >= MAX_DEFECT_PHOTOS

  return (
    <Stack gap={6}>
      <Input.Label component="span">{t('report.photos')}</Input.Label>
      <Input.Description>{t('report.photosHint', { max: MAX_DEFECT_PHOTOS })}</Input.Description>
      <Group gap="xs" grow={phone}>
        {phone && (
          <FileButton
            accept={ACCEPT}
            capture="environment"
            onChange={(file) => add(file ? [file] : [])}
            resetRef={resetTake}
            disabled={full}
            inputProps={{ 'aria-label': t('report.takePhoto') }}
          >
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconCamera size={16} />} disabled={full}>
                {t('report.takePhoto')}
              </Button>
            )}
          </FileButton>
        )}
        <FileButton
          accept={ACCEPT}
          multiple
          onChange={add}
          resetRef={resetPick}
          disabled={full}
          inputProps={{ 'aria-label': t('report.addPhotos') }}
        >
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconPhotoPlus size={16} />} disabled={full}>
              {t('report.addPhotos')}
            </Button>
          )}
        </FileButton>
      </Group>
      {problems.length > 0 && (
        <Text size="sm" c="red" role="alert">
          {problems.join(' ')}
        </Text>
      )}
      {photos.length > 0 && (
        <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs">
          {photos.map((photo, index) => (
            <Box key={`${index}:${photo.name}`} pos="relative">
              <PhotoPreview file={photo} alt={t('report.photoPreview', { name: photo.name })} />
              <ActionIcon
                pos="absolute"
                top={4}
                right={4}
                size="sm"
                color="dark"
                variant="filled"
                radius="xl"
                onClick={() => remove(index)}
                aria-label={t('report.removePhoto', { name: photo.name })}
              >
                <IconX size={14} />
              </ActionIcon>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  )
}

/** A chosen photo shown from the device; its object URL lives as long as the preview. */
function PhotoPreview({ file, alt }: { file: File; alt: string }) {
  const image = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const url = URL.createObjectURL(file)
    if (image.current) image.current.src = url
    return () => URL.revokeObjectURL(url)
  }, [file])
  return (
    <img
      ref={image}
      alt={alt}
      style={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 'var(--mantine-radius-sm)' }}
    />
  )
}
