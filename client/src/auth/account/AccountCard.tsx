import type { ReactNode } from 'react';
import { Card, H2 } from '@blueprintjs/core';
import { Link } from 'react-router';
import { TermsOfUseLink } from '../deployment';
import { SIGN_IN_PATH } from '../session';

/** The frame of the signed-out account pages (sign-up, forgotten and reset password). */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="sign-in-page">
      <Card className="sign-in" elevation={2}>
        <H2>{title}</H2>
        {children}
        <p className="sign-in__links">
          <Link to={SIGN_IN_PATH}>Back to sign-in</Link> · <TermsOfUseLink />
        </p>
      </Card>
    </main>
  );
}
