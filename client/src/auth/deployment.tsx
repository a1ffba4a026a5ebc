/**
 * What the admin learns about its deployment from the gateway (spec section 9): the terms-of-use and
 * integration-update documentation links, and the credentials cookie's name. One public query per
 * page load, no provider call.
 */
import { useEffect } from 'react';
import { useGatewayInfoQuery } from '../graphql/generated';
import { adoptCredentialsCookieName } from './credentials';

export function useDeploymentInfo() {
  const { data } = useGatewayInfoQuery({ fetchPolicy: 'cache-first' });
  return data?.gatewayInfo;
}

/** Keeps the credentials cookie under this deployment's name (mounted once, at the app's root). */
export function CredentialsCookieName(): null {
  const name = useDeploymentInfo()?.credentialsCookieName;
  useEffect(() => {
    if (name) adoptCredentialsCookieName(name);
  }, [name]);
  return null;
}

/** An outside link the deployment names, opened in a new tab; nothing until the gateway has said where. */
function DeploymentLink({ href, text }: { href: string | undefined; text: string }) {
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );
}

export function TermsOfUseLink() {
  return <DeploymentLink href={useDeploymentInfo()?.termsOfUseUrl} text="Terms of use" />;
}

export function IntegrationUpdatesDocsLink() {
  return (
    <DeploymentLink
      href={useDeploymentInfo()?.integrationUpdatesDocsUrl}
      text="How integration updates work"
    />
  );
}
