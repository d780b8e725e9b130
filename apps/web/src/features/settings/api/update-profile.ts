import { ABBREVIATION_MAX_LENGTH } from '@flugakte/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'

import { api } from '../../../lib/api-client'
import { authKeys } from '../../../lib/current-user/keys'
import { fieldMessage } from '../../../lib/forms/field-message'
import type { CurrentUser, UpdateResult } from './types'

/** The server allows abbreviations of at most 10 characters. */

/**
 * My Profile: names are required; title and abbreviation are optional; language as the data model stores
 * it; a licence number needs the day it is valid until.
 */
export const profileInputSchema = z
  .object({
    first_name: z.string().trim().min(1, fieldMessage('EnterRequiredFields')),
    last_name: z.string().trim().min(1, fieldMessage('EnterRequiredFields')),
    title: z.string().trim(),
    abbreviation: z.string().trim().max(ABBREVIATION_MAX_LENGTH, fieldMessage('tooLong')),
    language: z.enum(['de-DE', 'en-US']),
    /** A certifying person's licence: the number, and the day it is valid until (both or neither). */
    licence_number: z.string().trim().max(100, fieldMessage('tooLong')),
    licence_valid_until: z.string(),
  })
  .superRefine((input, context) => {
    if (input.licence_number !== '' && input.licence_valid_until === '')
      context.addIssue({ code: 'custom', path: ['licence_valid_until'], message: fieldMessage('EnterRequiredFields') })
  })
export type ProfileInput = z.infer<typeof profileInputSchema>

/** PATCH /api/users/{id} with only the profile fields (never the id or account fields). */
export async function updateProfile({ id, input }: { id: number; input: ProfileInput }): Promise<CurrentUser> {
  const result = await api<UpdateResult<CurrentUser>>(`/users/${id}`, {
    method: 'PATCH',
    query: { depth: 1 },
    body: {
      first_name: input.first_name,
      last_name: input.last_name,
      title: input.title,
      abbreviation: input.abbreviation,
      language: input.language,
      licence_number: input.licence_number || null,
      licence_valid_until: input.licence_valid_until || null,
    },
  })
  return result.doc
}

export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(authKeys.me(), user),
  })
}
