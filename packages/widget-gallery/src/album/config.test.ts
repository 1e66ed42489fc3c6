import { parseConfig } from '@vitrine/widget-api';
import { describe, expect, it } from 'vitest';
import { albumGalleryConfig, readAlbumGalleryConfig } from './config';

describe('album gallery config', () => {
  it('keeps albums with a usable id and cover, in order', async () => {
    const config = readAlbumGalleryConfig({
      albums: [
        { id: 'harvest-2024', name: 'Harvest', cover: '/c.jpg', count: 4 },
        { id: '../../etc', name: 'Bad id', cover: '/c.jpg' },
        { id: 12345, cover: '/d.jpg', count: -1 },
        { id: 'no-cover' },
      ],
    });
    expect(config.albums).toEqual([
      { id: 'harvest-2024', name: 'Harvest', cover: '/c.jpg', count: 4 },
      { id: '12345', name: 'Album', cover: '/d.jpg', count: undefined },
    ]);
    expect(config.warnings).toHaveLength(2);
    expect((await parseConfig(albumGalleryConfig, 'garbage')).ok).toBe(true);
  });
});
