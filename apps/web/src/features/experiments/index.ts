// No other feature uses experiments: it declares nothing public (ADR 080); its routes import its pages.
export {};
