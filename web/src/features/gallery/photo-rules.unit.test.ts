import { describe, expect, it } from 'vitest';
import { unavailableReason } from './photo-problem';
import { fieldOfDetail, imageUrlProblem, MAX_PHOTO_BYTES, photoFileProblem } from './photo-rules';

const file = (type: string, size: number) => new File([new Uint8Array(size)], 'photo', { type });

describe('photo upload checks', () => {
  it('takes an image up to exactly 5 MB', () => {
    expect(photoFileProblem(file('image/png', 10))).toBeNull();
    expect(photoFileProblem(file('image/jpeg', MAX_PHOTO_BYTES))).toBeNull();
  });

  it('refuses no file, a non-image and anything over 5 MB with the product’s messages', () => {
    expect(photoFileProblem(null)).toBe('Please select an image file');
    expect(photoFileProblem(file('application/pdf', 10))).toBe('Please select an image file');
    expect(photoFileProblem(file('', 10))).toBe('Please select an image file');
    expect(photoFileProblem(file('image/png', MAX_PHOTO_BYTES + 1))).toBe('Image size must be less than 5MB');
  });

  it('wants an http(s) image link of at most 2048 characters', () => {
    expect(imageUrlProblem('  ')).toBe('Image URL is required');
    expect(imageUrlProblem('ftp://example.com/a.png')).toBe('Image URL must start with https://');
    expect(imageUrlProblem('javascript:alert(1)')).toBe('Image URL must start with https://');
    expect(imageUrlProblem(`https://example.com/${'a'.repeat(2048)}`)).toBe('Image URL can be at most 2048 characters');
    expect(imageUrlProblem('https://example.com/walk.jpg')).toBeNull();
    expect(imageUrlProblem('HTTP://example.com/walk.jpg')).toBeNull();
  });

  it('finds the field a refused upload’s detail is about', () => {
    expect(fieldOfDetail('Title is required')).toBe('title');
    expect(fieldOfDetail('Description can be at most 1000 characters')).toBe('description');
    expect(fieldOfDetail('Unknown category')).toBe('category');
    expect(fieldOfDetail('Image size must be less than 5MB')).toBe('file');
    expect(fieldOfDetail('Please select an image file')).toBe('file');
    expect(fieldOfDetail('Too many uploads')).toBeNull();
  });
});

describe('an unavailable photo’s reason', () => {
  it('says what happened for each of the server’s codes, and something useful for an unknown one', () => {
    expect(unavailableReason('unavailable')).toBe(
      'We could not copy this picture: the link could not be fetched (it must be an https:// address of a public website that hands over the image). You can delete it and share the file itself instead.',
    );
    expect(unavailableReason('too_many_pixels')).toContain('too many pixels');
    expect(unavailableReason(null)).toBe('We could not copy this picture from its link. You can delete it and share the file itself instead.');
    expect(unavailableReason('something_new')).toBe(unavailableReason(null));
  });
});
