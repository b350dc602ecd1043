/**
 * The zip container of .docx and .odt files: reading entries, and writing a copy in which only the
 * replaced entries are recompressed.
 *
 * Why not an npm zip library: jszip, fflate and yazl all write every entry anew (new headers, and jszip
 * deflates a stored entry such as ODF's `mimetype` under a global DEFLATE setting), while a fix must leave
 * styles, comments, images and relationships exactly as they were. Copying an entry's local header and
 * compressed bytes verbatim needs only the container format (APPNOTE.TXT sections 4.3-4.4), and node:zlib
 * supplies raw deflate/inflate. Zip64 archives and encrypted entries are refused with a one-line error
 * (Office documents are neither; a password-protected Office file is not a zip at all, see office/index.ts).
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { InputError } from '../../errors.js';

const LOCAL_SIG = 0x04034b50;
const CENTRAL_SIG = 0x02014b50;
const END_SIG = 0x06054b50;
const STORED = 0;
const DEFLATED = 8;
const FLAG_ENCRYPTED = 0x1;
const FLAG_DATA_DESCRIPTOR = 0x8;
const FLAG_UTF8 = 0x800;

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  size: number;
  /** Offset of the local file header in the archive. */
  localOffset: number;
  /** The raw central directory record (fixed part, name, extra field, comment). */
  central: Buffer;
}

export class CorruptZipError extends InputError {}

export interface ZipArchive {
  readonly bytes: Buffer;
  readonly entries: readonly ZipEntry[];
  /** The archive comment, copied as it is. */
  readonly comment: Buffer;
}

/** Parses the central directory of `bytes`; throws CorruptZipError when it is not a readable zip. */
export function readZip(bytes: Buffer): ZipArchive {
  const end = findEnd(bytes);
  if (end < 0) throw new CorruptZipError('not a zip archive (no end of central directory)');
  const count = bytes.readUInt16LE(end + 10);
  const cdSize = bytes.readUInt32LE(end + 12);
  const cdOffset = bytes.readUInt32LE(end + 16);
  const commentLength = bytes.readUInt16LE(end + 20);
  if (count === 0xffff || cdOffset === 0xffffffff) throw new CorruptZipError('zip64 archives are not supported');
  if (cdOffset + cdSize > end) throw new CorruptZipError('central directory out of range');
  const entries: ZipEntry[] = [];
  let p = cdOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > end || bytes.readUInt32LE(p) !== CENTRAL_SIG) throw new CorruptZipError('damaged central directory');
    const flags = bytes.readUInt16LE(p + 8);
    const nameLength = bytes.readUInt16LE(p + 28);
    const extraLength = bytes.readUInt16LE(p + 30);
    const entryCommentLength = bytes.readUInt16LE(p + 32);
    const recordEnd = p + 46 + nameLength + extraLength + entryCommentLength;
    const entry: ZipEntry = {
      name: bytes.toString(flags & FLAG_UTF8 ? 'utf8' : 'latin1', p + 46, p + 46 + nameLength),
      method: bytes.readUInt16LE(p + 10),
      flags,
      crc: bytes.readUInt32LE(p + 16),
      compressedSize: bytes.readUInt32LE(p + 20),
      size: bytes.readUInt32LE(p + 24),
      localOffset: bytes.readUInt32LE(p + 42),
      central: bytes.subarray(p, recordEnd),
    };
    if (entry.localOffset + 30 > cdOffset || bytes.readUInt32LE(entry.localOffset) !== LOCAL_SIG) {
      throw new CorruptZipError(`damaged entry '${entry.name}'`);
    }
    entries.push(entry);
    p = recordEnd;
  }
  return { bytes, entries, comment: bytes.subarray(end + 22, end + 22 + commentLength) };
}

function findEnd(bytes: Buffer): number {
  // the end record is 22 bytes plus a comment of at most 65535 bytes
  for (let p = bytes.length - 22; p >= Math.max(0, bytes.length - 22 - 0xffff); p--) {
    if (bytes.readUInt32LE(p) === END_SIG) return p;
  }
  return -1;
}

export function findEntry(zip: ZipArchive, name: string): ZipEntry | undefined {
  return zip.entries.find((e) => e.name === name);
}

/** Where an entry's compressed data starts (after its local header). */
function dataOffset(zip: ZipArchive, e: ZipEntry): number {
  const b = zip.bytes;
  return e.localOffset + 30 + b.readUInt16LE(e.localOffset + 26) + b.readUInt16LE(e.localOffset + 28);
}

/** The uncompressed bytes of an entry. */
export function readEntry(zip: ZipArchive, entry: ZipEntry): Buffer {
  if (entry.flags & FLAG_ENCRYPTED) throw new CorruptZipError(`entry '${entry.name}' is encrypted`);
  const start = dataOffset(zip, entry);
  const data = zip.bytes.subarray(start, start + entry.compressedSize);
  let out: Buffer;
  if (entry.method === STORED) out = Buffer.from(data);
  else if (entry.method === DEFLATED) {
    try {
      out = inflateRawSync(data);
    } catch {
      throw new CorruptZipError(`entry '${entry.name}' cannot be decompressed`);
    }
  } else throw new CorruptZipError(`entry '${entry.name}' uses unsupported compression method ${entry.method}`);
  if (out.length !== entry.size || crc32(out) !== entry.crc) throw new CorruptZipError(`entry '${entry.name}' is damaged (checksum mismatch)`);
  return out;
}

/**
 * A new archive with the same entries in the same order: each entry in `replacements` is deflated anew
 * (its name, time stamp and attributes kept), every other one is copied byte for byte (local header,
 * compressed data, data descriptor and central record).
 */
export function writeZip(zip: ZipArchive, replacements: ReadonlyMap<string, Buffer>): Buffer {
  const chunks: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of zip.entries) {
    const replacement = replacements.get(e.name);
    let local: Buffer;
    const central = Buffer.from(e.central);
    if (replacement === undefined) {
      const start = dataOffset(zip, e) + e.compressedSize;
      local = zip.bytes.subarray(e.localOffset, start + descriptorLength(zip, e, start));
    } else {
      const data = deflateRawSync(replacement);
      const crc = crc32(replacement);
      const oldLocal = zip.bytes;
      const nameLength = oldLocal.readUInt16LE(e.localOffset + 26);
      const header = Buffer.alloc(30);
      oldLocal.copy(header, 0, e.localOffset, e.localOffset + 30);
      const flags = e.flags & ~FLAG_DATA_DESCRIPTOR;
      header.writeUInt16LE(flags, 6);
      header.writeUInt16LE(DEFLATED, 8);
      header.writeUInt32LE(crc, 14);
      header.writeUInt32LE(data.length, 18);
      header.writeUInt32LE(replacement.length, 22);
      header.writeUInt16LE(0, 28); // no extra field
      const name = oldLocal.subarray(e.localOffset + 30, e.localOffset + 30 + nameLength);
      local = Buffer.concat([header, name, data]);
      central.writeUInt16LE(flags, 8);
      central.writeUInt16LE(DEFLATED, 10);
      central.writeUInt32LE(crc, 16);
      central.writeUInt32LE(data.length, 20);
      central.writeUInt32LE(replacement.length, 24);
    }
    central.writeUInt32LE(offset, 42);
    chunks.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_SIG, 0);
  end.writeUInt16LE(centrals.length, 8);
  end.writeUInt16LE(centrals.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(zip.comment.length, 20);
  return Buffer.concat([...chunks, cd, end, zip.comment]);
}

/** Length of the data descriptor after an entry's data (0 when the flag is not set; optional signature). */
function descriptorLength(zip: ZipArchive, e: ZipEntry, at: number): number {
  if (!(e.flags & FLAG_DATA_DESCRIPTOR)) return 0;
  return at + 4 <= zip.bytes.length && zip.bytes.readUInt32LE(at) === 0x08074b50 ? 16 : 12;
}

const CRC_TABLE = new Int32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});

function crc32(data: Uint8Array): number {
  let c = -1;
  for (let i = 0; i < data.length; i++) c = CRC_TABLE[(c ^ data[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}
