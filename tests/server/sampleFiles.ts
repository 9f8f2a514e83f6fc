import {crc32} from 'node:zlib';

/**
 * Small but well-formed files of every type a quote request accepts, built
 * the way their programs write them: real ZIP containers (stored, not
 * compressed) with the parts Office and InDesign put in them, the OLE
 * compound-file header of .doc and .ppt, and InDesign's document GUID.
 * Shared by the server tests and the browser tests, so it imports nothing of the server.
 */

/** A minimal real PDF. */
export const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A ZIP archive of `entries`, stored without compression, with its central directory. */
export function storedZip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

const oleHeader = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);

export const inDesignGuid = Buffer.from([0x06, 0x06, 0xed, 0xf5, 0xd8, 0x1d, 0x46, 0xe5, 0xbd, 0x31, 0xef, 0xe7, 0xfe, 0x74, 0xb7, 0x1d]);

/** One sample per accepted type: the name it is sent with, its bytes, and the type the server should record. */
export const quoteSamples = {
  pdf: {name: 'annual report.pdf', bytes: pdfBytes, type: 'application/pdf'},
  docx: {
    name: 'policy.docx',
    bytes: storedZip({'[Content_Types].xml': contentTypes, 'word/document.xml': '<w:document/>'}),
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  doc: {name: 'old policy.doc', bytes: oleHeader, type: 'application/msword'},
  pptx: {
    name: 'training.pptx',
    bytes: storedZip({'[Content_Types].xml': contentTypes, 'ppt/presentation.xml': '<p:presentation/>'}),
    type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  ppt: {name: 'old training.ppt', bytes: oleHeader, type: 'application/vnd.ms-powerpoint'},
  xlsx: {
    name: 'figures.xlsx',
    bytes: storedZip({'[Content_Types].xml': contentTypes, 'xl/workbook.xml': '<workbook/>'}),
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  idml: {
    name: 'brochure.idml',
    bytes: storedZip({mimetype: 'application/vnd.adobe.indesign-idml-package', 'designmap.xml': '<Document/>'}),
    type: 'application/vnd.adobe.indesign-idml-package',
  },
  indd: {name: 'brochure.indd', bytes: Buffer.concat([inDesignGuid, Buffer.alloc(4096)]), type: 'application/x-indesign'},
  zip: {name: 'all files.zip', bytes: storedZip({'chapter 1.pdf': '%PDF-1.4\n', 'chapter 2.pdf': '%PDF-1.4\n'}), type: 'application/zip'},
} as const;
