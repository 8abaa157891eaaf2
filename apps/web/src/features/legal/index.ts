// No other feature uses legal: it declares nothing public (ADR 080); its routes import its pages.
export {};
