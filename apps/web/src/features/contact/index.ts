// No other feature uses contact: it declares nothing public (ADR 080); its routes import its pages.
export {};
