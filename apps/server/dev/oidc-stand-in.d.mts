export declare function startOidcStandIn(options: {
  port?: number;
  clientId?: string;
  clientSecret?: string;
  redirectUris: string[];
}): Promise<{ issuer: string; clientId: string; clientSecret: string; close(): Promise<void> }>;

export declare function signInAtStandIn(
  authorizationUrl: string,
  login: string,
  callbackPrefix: string,
): Promise<string>;
