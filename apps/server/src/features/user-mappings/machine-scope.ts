/*
 * Which machines a caller sees is the machines feature's (machines/machine-scope.ts); it is named
 * here too for the features that still import it from the mappings.
 */
export * from '../machines/machine-scope';
