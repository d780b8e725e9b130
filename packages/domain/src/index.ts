export * from './hh-mm'
export * from './password-policy'
