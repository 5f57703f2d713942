// The seam for "have this document signed" (issue 40 item 2, decision record 071). The portal
// collects the signer's intent (the consent ticked, a fresh second factor); an implementation turns
// the facts into a signed copy. The built-in one is the simple electronic signature of eIDAS
// art. 3(10); an advanced or qualified trust service would implement the same interface.
export type SignatureLevel = 'simple' | 'advanced' | 'qualified';

/** What the portal knows of one signature when it is given. */
export interface SignatureFacts {
  signer: string;
  role: 'customer' | 'partner';
  signedAt: Date;
  /** The SHA-256 of the original the signer was shown, checked against the published one. */
  documentSha256: string;
  consentKey: string;
  consentText: string;
  language: string;
  ipAddress: string;
  userAgent: string;
}

/** The labels of the signature page, in the language of the mortgage's customer. */
export interface SignaturePageLabels {
  title: string;
  intro: string;
  original: string;
  signer: string;
  signedAt: string;
  consent: string;
  address: string;
  device: string;
}

export interface SigningRequest {
  /** The original exactly as published; never changed. */
  original: Uint8Array;
  documentSha256: string;
  /** Every signature given so far, oldest first, the new one last. */
  signatures: readonly SignatureFacts[];
  labels: SignaturePageLabels;
}

export interface SignedCopy {
  content: Uint8Array;
  sha256: string;
  level: SignatureLevel;
}

export interface DocumentSigner {
  readonly level: SignatureLevel;
  /** A signed copy holding every signature of the request. */
  sign(request: SigningRequest): Promise<SignedCopy>;
}
