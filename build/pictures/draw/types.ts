import type { Pt } from './geometry';
import type { Paint } from './paint';

/**
 * One product drawn on the 800×800 canvas. `shape` is markup without fill or stroke: the renderer
 * fills it with the colour, outlines it, shades it and casts its shadow from it.
 */
export interface Drawing {
  shape: string;
  /** Parts behind the main shape (handles, ties, a pacifier ring). */
  under?: string;
  /** Details over it: seams, snaps, ribbing, bows, faces. */
  over: string;
  /** Where the close-up view looks. */
  focus: Pt;
  /** How much the front view enlarges it to fill a card; wide things stay at 1. */
  fit?: number;
  /** The fabric the close-up shows. */
  texture: 'knit' | 'terry' | 'smooth';
  /** Woven or printed stripes across the whole shape («в полоску»). */
  stripes?: boolean;
}

export type Side = 'front' | 'back';
export type Draw = (paint: Paint, side: Side) => Drawing;
