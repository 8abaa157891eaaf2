// No other feature uses ztdi: it declares nothing public (ADR 080); its routes import its pages.
export {};
