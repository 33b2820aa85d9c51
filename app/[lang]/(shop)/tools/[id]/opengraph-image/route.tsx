import { ImageResponse } from 'next/og';
import { getTool } from '@/lib/data/tools';
import { sharePicture } from '@/lib/images/share-picture';
import { formatBDT } from '@/lib/domain/money';
import { business } from '@/lib/domain/site';

/**
 * Each tool's link-preview card (`/tools/{id}/opengraph-image`, which the tool's pages name in both languages): a
 * 1200x630 PNG (social networks do not show SVG) from its name, price and picture. English in both languages: the
 * card is drawn by next/og (Satori), which reads no WOFF2 font and does not shape Bengali script (its conjuncts and
 * vowel signs would come out broken). A route handler rather than Next.js' `opengraph-image` file, whose address
 * would carry the language folder (`/en/tools/...`) that only the server sees (docs/decisions/0101-the-shop-in-bangla.md).
 */
const size = { width: 1200, height: 630 };

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const tool = await getTool((await params).id);
  if (!tool) return new Response(null, { status: 404 });
  const picture = await sharePicture(tool.img);
  return new ImageResponse(
    (
      <div style={{ display: 'flex', width: '100%', height: '100%', background: '#faf7f2', color: '#2b2118', padding: 60, gap: 50 }}>
        <div
          style={{ display: 'flex', width: 520, height: 510, background: '#ffffff', borderRadius: 24, alignItems: 'center', justifyContent: 'center' }}
        >
          {picture ? <img src={picture} alt="" width={480} height={360} style={{ objectFit: 'contain' }} /> : null}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', flex: 1, gap: 24 }}>
          <div style={{ display: 'flex', fontSize: 30, color: '#9a4a1c' }}>{business.name}</div>
          <div style={{ display: 'flex', fontSize: tool.name.length > 40 ? 48 : 64, fontWeight: 700, lineHeight: 1.1 }}>{tool.name}</div>
          <div style={{ display: 'flex', fontSize: 52, fontWeight: 700, color: '#9a4a1c' }}>{formatBDT(tool.price)}</div>
          <div style={{ display: 'flex', fontSize: 26 }}>per unit, delivered across Bangladesh</div>
        </div>
      </div>
    ),
    size,
  );
}
