import { describe, expect, it } from 'vitest';
import { attachmentCount, fileSize, replySubject, senderLabel, senderName } from './incomingFormat';

describe('sender', () => {
  it('shows the name with the address, or the address alone', () => {
    expect(senderLabel({ from: 'jo@example.com', fromName: 'Jo Park' })).toBe('Jo Park <jo@example.com>');
    expect(senderLabel({ from: 'jo@example.com', fromName: null })).toBe('jo@example.com');
    expect(senderLabel({ from: 'jo@example.com', fromName: '  ' })).toBe('jo@example.com');
    expect(senderName({ from: 'jo@example.com', fromName: 'Jo Park' })).toBe('Jo Park');
    expect(senderName({ from: 'jo@example.com', fromName: null })).toBe('jo@example.com');
  });
});

describe('replySubject', () => {
  it('puts "Re: " in front once', () => {
    expect(replySubject('Class on Monday')).toBe('Re: Class on Monday');
    expect(replySubject('Re: Class on Monday')).toBe('Re: Class on Monday');
    expect(replySubject('RE: re:Class')).toBe('Re: Class');
    expect(replySubject('AW: Frage')).toBe('Re: Frage');
  });

  it('leaves a subject that only starts with the letters alone', () => {
    expect(replySubject('Receipt for May')).toBe('Re: Receipt for May');
  });

  it('answers an empty subject with "Re:"', () => {
    expect(replySubject('')).toBe('Re:');
  });
});

describe('fileSize', () => {
  it('uses bytes, KB, MB and GB', () => {
    expect(fileSize(1)).toBe('1 byte');
    expect(fileSize(512)).toBe('512 bytes');
    expect(fileSize(1536)).toBe('1.5 KB');
    expect(fileSize(20 * 1024)).toBe('20 KB');
    expect(fileSize(3 * 1024 * 1024)).toBe('3 MB');
    expect(fileSize(5 * 1024 ** 4)).toBe('5120 GB');
  });
});

describe('attachmentCount', () => {
  it('says one or many', () => {
    expect(attachmentCount(1)).toBe('1 attachment');
    expect(attachmentCount(2)).toBe('2 attachments');
  });
});
