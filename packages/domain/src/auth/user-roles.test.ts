import { describe, expect, it } from 'vitest';
import { isBackOfficeRole, USER_ROLES } from './user-roles.ts';

describe('isBackOfficeRole', () => {
  it('lets staff and admins into the back office and nobody else', () => {
    expect(USER_ROLES.filter(isBackOfficeRole)).toEqual(['staff', 'admin']);
  });
});
