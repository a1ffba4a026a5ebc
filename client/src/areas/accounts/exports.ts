// What other areas may import from this area (besides urls.ts); anything else here is private to it.
export {
  accountMemberProfiles,
  MEMBER_CREDENTIALS_FIELDS,
  MemberCredentialsFields,
  type MemberCredentialsValues,
} from './components/MemberCredentialsFields';
